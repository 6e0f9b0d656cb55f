import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useRef, type SubmitEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { minimumAge, calendarDay } from '../../io/rules/signup-rules';
import { selectSettings } from '../../machines/app/selectors';
import { selectLocale } from '../../machines/locale/selectors';
import { signupFormFeature } from '../../machines/signup/feature';
import { nameLength, passwordMinLength, signupMessageMaxLength, type SignupField } from '../../machines/signup/form-rules';
import { loginHref } from '../../machines/signup/links';
import {
  selectAccountExists,
  selectDraftValue,
  selectFailure,
  selectFocusField,
  selectFocusRequest,
  selectFormBusy,
  selectFormChecking,
  selectPasswordShown,
  selectProblem,
  selectSignedUp,
  selectSignupClosed,
  selectSuggestion,
  selectTypedEmail,
} from '../../machines/signup/selectors';
import type { signupFormMachine } from '../../machines/signup/signup-form.machine';
import { firstStepHref } from '../../machines/signup/steps';
import { useApp, useNow, useFeatureActor } from '../app-actor';
import { choiceOptions } from '../profile-edit/labels';
import { classed, classedLink } from '../shell/classed';
import { useShellActors } from '../shell-actors';
import { ErrorText, PrimaryButton, Spinner } from '../shell/ui';
import { colors, labelledFields, primaryPill } from '../theme';
import { failureMessages, fieldMessages, formMessages, problemMessages, suggestionMessages } from './signup-messages';

export type SignupFormActor = ActorRefFrom<typeof signupFormMachine>;

/** The signup form's machine for this page: the site's policy, the interface language, today's date. */
export const useSignupForm = (): SignupFormActor => {
  const settings = useApp(selectSettings);
  const language = useSelector(useShellActors().locale, selectLocale);
  const today = calendarDay(new Date(useNow()));
  return useFeatureActor(signupFormFeature, { input: { policy: settings.signups, language, today } });
};

// One column that may be narrower than its fields' natural width (the password row's input and button would
// otherwise widen a 360 px phone's page).
const Form = classed('form', css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.9rem;
  ${labelledFields}
  & select,
  & textarea {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${colors.muted};
    border-radius: 8px;
    font: inherit;
    background: ${colors.surface};
    color: ${colors.text};
  }
  & [aria-invalid='true'] {
    border-color: ${colors.danger};
  }
`);

const Field = classed('div', css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.3rem;
  & > p {
    margin: 0;
  }
`);

const PasswordRow = classed('div', css`
  display: flex;
  gap: 0.5rem;
  & input {
    flex: 1;
    min-width: 0;
  }
`);

const SmallButton = classed('button', css`
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid ${colors.muted};
  border-radius: 8px;
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${colors.background};
  }
`);

const LinkButton = classed('button', css`
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.primaryStrong};
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`);

const Pill = classedLink(css`
  ${primaryPill}
  display: inline-flex;
  align-items: center;
  justify-self: start;
`);

const Problem = ({ actor, field, id }: { actor: SignupFormActor; field: SignupField; id: string }) => {
  const intl = useIntl();
  const problem = useSelector(actor, selectProblem(field));
  if (problem === undefined) return null;
  const values = { min: field === 'password' ? passwordMinLength : nameLength.min, max: field === 'name' ? nameLength.max : signupMessageMaxLength, min_age: minimumAge };
  return (
    <ErrorText id={id} role="alert">
      {intl.formatMessage(problemMessages[problem], values)}
    </ErrorText>
  );
};

/** One labelled field with its problem below it, linked by aria-describedby. */
const useFieldProps = (actor: SignupFormActor, field: SignupField) => {
  const id = useId();
  const value = useSelector(actor, selectDraftValue(field));
  const problem = useSelector(actor, selectProblem(field));
  const errorId = `${id}-error`;
  return {
    id,
    errorId,
    input: {
      id,
      name: field,
      value,
      'aria-invalid': problem !== undefined,
      'aria-describedby': problem === undefined ? undefined : errorId,
      onChange: (e: { target: { value: string } }) => actor.send({ type: 'form.edit', field, value: e.target.value }),
    },
  };
};

const TextField = ({ actor, field, type, autoComplete }: { actor: SignupFormActor; field: 'name' | 'date_of_birth'; type: string; autoComplete: string }) => {
  const intl = useIntl();
  const { id, errorId, input } = useFieldProps(actor, field);
  return (
    <Field>
      <label htmlFor={id}>{intl.formatMessage(fieldMessages[field])}</label>
      <input {...input} type={type} autoComplete={autoComplete} required />
      <Problem actor={actor} field={field} id={errorId} />
    </Field>
  );
};

const EmailField = ({ actor }: { actor: SignupFormActor }) => {
  const intl = useIntl();
  const { id, errorId, input } = useFieldProps(actor, 'email');
  const suggestion = useSelector(actor, selectSuggestion);
  return (
    <Field>
      <label htmlFor={id}>{intl.formatMessage(fieldMessages.email)}</label>
      <input {...input} type="email" autoComplete="email" inputMode="email" required onBlur={() => actor.send({ type: 'form.emailLeft' })} />
      {suggestion !== null && (
        <p role="status">
          <LinkButton type="button" onClick={() => actor.send({ type: 'form.acceptSuggestion' })}>
            {intl.formatMessage(suggestionMessages.suggestion, { email: suggestion })}
          </LinkButton>
        </p>
      )}
      <Problem actor={actor} field="email" id={errorId} />
    </Field>
  );
};

const PasswordField = ({ actor }: { actor: SignupFormActor }) => {
  const intl = useIntl();
  const { id, errorId, input } = useFieldProps(actor, 'password');
  const shown = useSelector(actor, selectPasswordShown);
  return (
    <Field>
      <label htmlFor={id}>{intl.formatMessage(fieldMessages.password)}</label>
      <PasswordRow>
        <input {...input} type={shown ? 'text' : 'password'} autoComplete="new-password" required />
        <SmallButton type="button" aria-pressed={shown} aria-controls={id} onClick={() => actor.send({ type: 'form.togglePassword' })}>
          {intl.formatMessage(formMessages.showPassword)}
        </SmallButton>
      </PasswordRow>
      <Problem actor={actor} field="password" id={errorId} />
    </Field>
  );
};

const GenderField = ({ actor }: { actor: SignupFormActor }) => {
  const intl = useIntl();
  const { id, errorId, input } = useFieldProps(actor, 'gender');
  return (
    <Field>
      <label htmlFor={id}>{intl.formatMessage(fieldMessages.gender)}</label>
      <select {...input} required>
        <option value="" disabled>
          {intl.formatMessage(formMessages.chooseGender)}
        </option>
        {Object.entries(choiceOptions.gender).map(([gender, label]) => (
          <option key={gender} value={gender}>
            {intl.formatMessage(label)}
          </option>
        ))}
      </select>
      <Problem actor={actor} field="gender" id={errorId} />
    </Field>
  );
};

const MessageField = ({ actor }: { actor: SignupFormActor }) => {
  const intl = useIntl();
  const { id, errorId, input } = useFieldProps(actor, 'signup_message');
  return (
    <Field>
      <label htmlFor={id}>{intl.formatMessage(fieldMessages.signup_message)}</label>
      <textarea {...input} rows={2} />
      <Problem actor={actor} field="signup_message" id={errorId} />
    </Field>
  );
};

/** Spec §8: an account has this address. The notice offers login with it and says nothing more. */
const AccountExists = ({ actor }: { actor: SignupFormActor }) => {
  const intl = useIntl();
  const email = useSelector(actor, selectTypedEmail);
  return (
    <Field role="alert">
      <p>{intl.formatMessage(formMessages.exists)}</p>
      <Pill href={loginHref(email)}>{intl.formatMessage(formMessages.login)}</Pill>
      <LinkButton type="button" onClick={() => actor.send({ type: 'form.back' })}>
        {intl.formatMessage(formMessages.otherAddress)}
      </LinkButton>
    </Field>
  );
};

/** Spec §6, §8: the invite-only notice. */
const InviteOnly = () => {
  const intl = useIntl();
  return (
    <Field role="status">
      <p>{intl.formatMessage(formMessages.closed)}</p>
      <p>
        <Link href="/login">{intl.formatMessage(formMessages.closedHint)}</Link>
      </p>
    </Field>
  );
};

/**
 * The signup form (spec §3), embeddable: /signup, the signup modal and the landers each start its machine
 * (useSignupForm) and render it. Once the account is made the steps follow on /signup.
 */
export const SignupForm = ({ actor, headingId }: { actor: SignupFormActor; headingId: string }) => {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const checking = useSelector(actor, selectFormChecking);
  const closed = useSelector(actor, selectSignupClosed);
  const exists = useSelector(actor, selectAccountExists);
  const busy = useSelector(actor, selectFormBusy);
  const signedUp = useSelector(actor, selectSignedUp);
  const failure = useSelector(actor, selectFailure);
  const focusRequest = useSelector(actor, selectFocusRequest);
  // Signed up: on to the first step, and only then the session starts (see form.navigated).
  const [, navigate] = useLocation();
  useLayoutEffect(() => {
    if (!signedUp) return;
    navigate(firstStepHref, { replace: true });
    actor.send({ type: 'form.navigated' });
  }, [actor, navigate, signedUp]);
  // A refused submit moves the focus to the first field it refused (read once per refusal).
  useEffect(() => {
    if (focusRequest === 0) return;
    const field = selectFocusField(actor.getSnapshot());
    const element = field === null ? null : formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }, [actor, focusRequest]);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'form.submit' });
  };
  return (
    <section aria-labelledby={headingId} aria-busy={checking || busy}>
      <h1 id={headingId}>{intl.formatMessage(formMessages.title)}</h1>
      {checking && <Spinner role="progressbar" aria-label={intl.formatMessage(formMessages.loading)} />}
      {closed && <InviteOnly />}
      {exists && <AccountExists actor={actor} />}
      {!checking && !closed && !exists && (
        <Form ref={formRef} method="post" noValidate onSubmit={submit}>
          <EmailField actor={actor} />
          <TextField actor={actor} field="name" type="text" autoComplete="nickname" />
          <PasswordField actor={actor} />
          <TextField actor={actor} field="date_of_birth" type="date" autoComplete="bday" />
          <GenderField actor={actor} />
          <MessageField actor={actor} />
          {failure !== null && <ErrorText role="alert">{intl.formatMessage(failureMessages[failure])}</ErrorText>}
          <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
            {intl.formatMessage(busy ? formMessages.busy : formMessages.submit)}
          </PrimaryButton>
        </Form>
      )}
    </section>
  );
};
