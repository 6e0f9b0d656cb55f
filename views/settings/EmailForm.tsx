import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { User } from '../../io/entities/user';
import { emailChangeFields, type EmailChangeField, type EmailChangeProblem } from '../../machines/email-change/email-change.machine';
import { emailChangeFeature } from '../../machines/email-change/feature';
import {
  selectEmailBusy, selectEmailGeneralError, selectEmailNeedsPassword, selectEmailOutcome, selectEmailProblems, selectEmailValues,
} from '../../machines/email-change/selectors';
import { useFeatureActor } from '../app-actor';
import { ErrorText, PrimaryButton } from '../shell/ui';
import { Field } from './Field';
import { focusFirstRefused } from './focus';
import { settingsForm, successText } from './styles';

const messages = defineMessages<{
  email: {}; password: {}; intro: {}; emailRequired: {}; emailInvalid: {}; emailTaken: {}; passwordRequired: {}; passwordWrong: {}; general: {};
  sent: { email: string }; changed: { email: string }; submit: {}; busy: {};
}>({
  email: { id: 'settings.email.new', defaultMessage: 'Nieuw e-mailadres' },
  password: { id: 'settings.email.password', defaultMessage: 'Je wachtwoord' },
  intro: {
    id: 'settings.email.intro',
    defaultMessage: 'We sturen een bevestigingslink naar je nieuwe adres. Tot je op die link klikt, blijft je huidige adres gelden.',
  },
  emailRequired: { id: 'settings.email.required', defaultMessage: 'Vul je nieuwe e-mailadres in.' },
  emailInvalid: { id: 'settings.email.invalid', defaultMessage: 'Nieuw e-mailadres invalide.' },
  emailTaken: { id: 'settings.email.taken', defaultMessage: 'Dit e-mailadres heeft al een account op deze site.' },
  passwordRequired: { id: 'settings.email.passwordRequired', defaultMessage: 'Vul je wachtwoord in.' },
  passwordWrong: { id: 'settings.email.passwordWrong', defaultMessage: 'Controleer je wachtwoord.' },
  general: { id: 'settings.email.general', defaultMessage: 'Er is een fout opgetreden, probeer het later opnieuw.' },
  sent: { id: 'settings.email.sent', defaultMessage: 'We hebben een link gestuurd naar {email}. Klik erop om je nieuwe e-mailadres te bevestigen.' },
  changed: { id: 'settings.email.changed', defaultMessage: 'Je e-mailadres is nu {email}. We hebben er een nieuwe activatiemail naartoe gestuurd.' },
  submit: { id: 'settings.email.submit', defaultMessage: 'E-mailadres wijzigen' },
  busy: { id: 'settings.email.busy', defaultMessage: 'E-mailadres wordt gewijzigd…' },
});

const problemText = (field: EmailChangeField, problem: EmailChangeProblem): MessageDescriptor => {
  if (field === 'password') return problem === 'required' ? messages.passwordRequired : messages.passwordWrong;
  if (problem === 'required') return messages.emailRequired;
  return problem === 'taken' ? messages.emailTaken : messages.emailInvalid;
};

/** Changing the e-mail address (spec §8): with the password and a mailed link for a confirmed member. */
export const EmailForm = ({ status }: { status: User['status'] }) => {
  const intl = useIntl();
  const actor = useFeatureActor(emailChangeFeature, { input: { status } });
  const values = useSelector(actor, selectEmailValues);
  const problems = useSelector(actor, selectEmailProblems);
  const general = useSelector(actor, selectEmailGeneralError);
  const busy = useSelector(actor, selectEmailBusy);
  const needsPassword = useSelector(actor, selectEmailNeedsPassword);
  const outcome = useSelector(actor, selectEmailOutcome);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'email.submit' });
    const refused = selectEmailProblems(actor.getSnapshot());
    focusFirstRefused(event.currentTarget, emailChangeFields, (field) => field in refused);
  };
  const error = (field: EmailChangeField) => {
    const problem = problems[field];
    return problem === undefined ? null : intl.formatMessage(problemText(field, problem));
  };
  return (
    <form className={settingsForm} onSubmit={onSubmit} noValidate aria-busy={busy}>
      {needsPassword && <p>{intl.formatMessage(messages.intro)}</p>}
      <Field
        label={intl.formatMessage(messages.email)}
        name="email"
        type="email"
        value={values.email}
        autoComplete="email"
        error={error('email')}
        onChange={(value) => actor.send({ type: 'email.field', field: 'email', value })}
      />
      {needsPassword && (
        <Field
          label={intl.formatMessage(messages.password)}
          name="password"
          type="password"
          value={values.password}
          autoComplete="current-password"
          error={error('password')}
          onChange={(value) => actor.send({ type: 'email.field', field: 'password', value })}
        />
      )}
      {general && <ErrorText role="alert">{intl.formatMessage(messages.general)}</ErrorText>}
      {outcome !== null && (
        <p className={successText} role="status">
          {intl.formatMessage(outcome.outcome === 'confirmation_sent' ? messages.sent : messages.changed, { email: outcome.email })}
        </p>
      )}
      <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
        {intl.formatMessage(busy ? messages.busy : messages.submit)}
      </PrimaryButton>
    </form>
  );
};
