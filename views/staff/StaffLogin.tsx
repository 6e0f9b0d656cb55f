import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { StaffLoginField, StaffLoginProblem, staffConsoleMachine } from '../../machines/staff/console.machine';
import { selectEnrollment, selectLoggingIn, selectLoginProblem, selectLoginValues, selectNotice } from '../../machines/staff/selectors';
import { classed } from '../shell/classed';
import { Card, ErrorText, Heading, Page, PrimaryButton } from '../shell/ui';
import { colors, labelledFields } from '../theme';
import { consoleMessages as messages } from './messages';

const Form = classed('form', css`
  display: grid;
  gap: 0.9rem;
  max-width: 26rem;
  margin: 0 auto;
  ${labelledFields}
  & small {
    color: ${colors.muted};
    font-weight: 400;
  }
`);

const Enrollment = classed('section', css`
  display: grid;
  gap: 0.5rem;
  justify-items: center;
  & img {
    width: 12rem;
    height: 12rem;
    background: ${colors.surface};
  }
  & code {
    overflow-wrap: anywhere;
  }
`);

const requiredMessage: Record<StaffLoginField, MessageDescriptor> = {
  email: messages.emailRequired,
  password: messages.passwordRequired,
  code: messages.codeInvalid,
};

const problemMessage = (problem: StaffLoginProblem): [MessageDescriptor, Record<string, number>] | null => {
  switch (problem.kind) {
    case 'refused':
      return [messages.refused, {}];
    case 'locked':
      return [messages.locked, { minutes: problem.minutes }];
    case 'slowed':
      return [messages.slowed, { minutes: problem.minutes }];
    case 'unavailable':
      return [messages.loginUnavailable, {}];
    case 'fields':
      return null;
  }
};

const fieldId = (field: StaffLoginField) => `staff-login-${field}`;

/** The staff login: e-mail, password and TOTP code; at the first login, the authenticator to add as a QR code. */
export const StaffLogin = ({ actor }: { actor: ActorRefFrom<typeof staffConsoleMachine> }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const values = useSelector(actor, selectLoginValues);
  const problem = useSelector(actor, selectLoginProblem);
  const enrollment = useSelector(actor, selectEnrollment);
  const notice = useSelector(actor, selectNotice);
  const busy = useSelector(actor, selectLoggingIn);
  const invalid = new Set(problem?.kind === 'fields' ? problem.fields : []);
  const general = problem === null ? null : problemMessage(problem);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'login.submit' });
  };
  const field = (name: StaffLoginField, label: string, input: { type: string; autoComplete: string; inputMode?: 'numeric' }, hint?: string) => {
    const describedBy = [hint === undefined ? '' : `${fieldId(name)}-hint`, invalid.has(name) ? `${fieldId(name)}-error` : ''].filter((id) => id !== '');
    return (
      <div>
        <label>
          {label}
          <input
            id={fieldId(name)}
            name={name}
            {...input}
            value={values[name]}
            onChange={(change) => actor.send({ type: 'login.field', field: name, value: change.target.value })}
            aria-invalid={invalid.has(name)}
            aria-describedby={describedBy.length === 0 ? undefined : describedBy.join(' ')}
            disabled={busy}
          />
        </label>
        {hint === undefined ? null : <small id={`${fieldId(name)}-hint`}>{hint}</small>}
        {invalid.has(name) ? (
          <ErrorText id={`${fieldId(name)}-error`} role="alert">
            {text(requiredMessage[name])}
          </ErrorText>
        ) : null}
      </div>
    );
  };
  return (
    <Page>
      <Card>
        <Form method="post" onSubmit={onSubmit} noValidate aria-busy={busy}>
          <Heading>{text(enrollment === null ? messages.loginTitle : messages.enrollTitle)}</Heading>
          {notice === null ? null : <p role="status">{text(notice === 'expired' ? messages.expired : messages.loggedOut)}</p>}
          {enrollment === null ? null : (
            <Enrollment aria-labelledby="staff-enroll-intro">
              <p id="staff-enroll-intro">{text(messages.enrollIntro)}</p>
              <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrollment.qrSvg)}`} alt={text(messages.enrollQr)} />
              <code>{text(messages.enrollSecret, { secret: enrollment.secret })}</code>
            </Enrollment>
          )}
          {field('email', text(messages.email), { type: 'email', autoComplete: 'username' })}
          {field('password', text(messages.password), { type: 'password', autoComplete: 'current-password' })}
          {field('code', text(messages.code), { type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' }, enrollment === null ? text(messages.codeHint) : undefined)}
          {general === null ? null : <ErrorText role="alert">{text(general[0], general[1])}</ErrorText>}
          <PrimaryButton type="submit" disabled={busy}>
            {text(busy ? messages.busy : messages.submit)}
          </PrimaryButton>
        </Form>
      </Card>
    </Page>
  );
};
