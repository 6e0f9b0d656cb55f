import { useSelector } from '@xstate/react';
import { useState, type SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, Redirect, useSearch } from 'wouter';
import { resetPasswordFeature } from '../../machines/account/feature';
import {
  selectBusy, selectNewPassword, selectNewPasswordProblem, selectNewPasswordRepeat, selectResetPasswordFailed, selectResetPasswordStep,
} from '../../machines/account/selectors';
import { authTargets } from '../../machines/shell/route-table';
import { useFeatureActor } from '../app-actor';
import { Card, ErrorText, Heading, Page, PrimaryButton } from '../shell/ui';
import { accountMessages } from './account-messages';
import { accountForm, accountNotice } from './styles';

const messages = defineMessages<{ title: {}; password: {}; repeat: {}; show: {}; submit: {}; length: {}; mismatch: {}; newLink: {} }>({
  title: { id: 'account.newPassword.title', defaultMessage: 'Nieuw wachtwoord instellen' },
  password: { id: 'account.newPassword.password', defaultMessage: 'Nieuw wachtwoord' },
  repeat: { id: 'account.newPassword.repeat', defaultMessage: 'Herhaal je nieuwe wachtwoord' },
  show: { id: 'account.newPassword.show', defaultMessage: 'Wachtwoord tonen' },
  submit: { id: 'account.newPassword.submit', defaultMessage: 'Wachtwoord opslaan' },
  length: { id: 'account.newPassword.length', defaultMessage: 'Kies een wachtwoord van 8 tot 200 tekens.' },
  mismatch: { id: 'account.newPassword.mismatch', defaultMessage: 'De opgegeven wachtwoorden zijn niet gelijk.' },
  newLink: { id: 'account.newPassword.newLink', defaultMessage: 'Vraag een nieuwe e-mail aan' },
});

/** /reset-password/do?token=…: the new password twice; then the member is logged in and goes to the members (the app greets them). */
export const NewPasswordScreen = () => {
  const intl = useIntl();
  const token = new URLSearchParams(useSearch()).get('token');
  const actor = useFeatureActor(resetPasswordFeature, { input: { token } });
  const step = useSelector(actor, selectResetPasswordStep);
  const password = useSelector(actor, selectNewPassword);
  const repeat = useSelector(actor, selectNewPasswordRepeat);
  const problem = useSelector(actor, selectNewPasswordProblem);
  const failed = useSelector(actor, selectResetPasswordFailed);
  const busy = useSelector(actor, selectBusy);
  // Showing what is typed is the member's choice on this device, not a rule: it lives in the view.
  const [shown, setShown] = useState(false);

  if (step === 'done') return <Redirect to={authTargets.home} replace />;
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    actor.send({ type: 'reset.submit' });
    // The refused field takes the focus, so its error is read out with it.
    const refused = selectNewPasswordProblem(actor.getSnapshot());
    const field = refused === null ? null : form.elements.namedItem(refused.field);
    if (field instanceof HTMLElement) field.focus();
  };
  const described = (field: 'password' | 'repeat') => (problem?.field === field ? 'new-password-error' : undefined);
  return (
    <Page>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      <Card>
        {step === 'linkInvalid' ? (
          <div className={accountNotice} role="alert">
            <ErrorText>{intl.formatMessage(accountMessages.linkInvalid)}</ErrorText>
            <Link href="/reset-password">{intl.formatMessage(messages.newLink)}</Link>
          </div>
        ) : (
          <form className={accountForm} onSubmit={onSubmit} noValidate aria-busy={busy}>
            <label>
              {intl.formatMessage(messages.password)}
              <input
                name="password"
                type={shown ? 'text' : 'password'}
                autoComplete="new-password"
                value={password}
                aria-invalid={problem?.field === 'password'}
                aria-describedby={described('password')}
                onChange={(event) => actor.send({ type: 'reset.password', value: event.target.value })}
              />
            </label>
            <label>
              {intl.formatMessage(messages.repeat)}
              <input
                name="repeat"
                type={shown ? 'text' : 'password'}
                autoComplete="new-password"
                value={repeat}
                aria-invalid={problem?.field === 'repeat'}
                aria-describedby={described('repeat')}
                onChange={(event) => actor.send({ type: 'reset.repeat', value: event.target.value })}
              />
            </label>
            <label>
              <span>
                <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} /> {intl.formatMessage(messages.show)}
              </span>
            </label>
            {problem !== null && (
              <ErrorText id="new-password-error" role="alert">
                {intl.formatMessage(problem.code === 'length' ? messages.length : messages.mismatch)}
              </ErrorText>
            )}
            {failed && <ErrorText role="alert">{intl.formatMessage(accountMessages.general)}</ErrorText>}
            <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
              {intl.formatMessage(busy ? accountMessages.busy : messages.submit)}
            </PrimaryButton>
          </form>
        )}
      </Card>
    </Page>
  );
};
