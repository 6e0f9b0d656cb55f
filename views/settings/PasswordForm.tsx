import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { passwordFeature } from '../../machines/password/feature';
import { passwordFields, type PasswordField, type PasswordProblem } from '../../machines/password/password.machine';
import {
  selectPasswordBusy, selectPasswordChanged, selectPasswordGeneralError, selectPasswordProblems, selectPasswordValues,
} from '../../machines/password/selectors';
import { useFeatureActor } from '../app-actor';
import { ErrorText, PrimaryButton } from '../shell/ui';
import { Field } from './Field';
import { focusFirstRefused } from './focus';
import { settingsForm, successText } from './styles';

const labels = defineMessages<Record<PasswordField, {}>>({
  old_password: { id: 'settings.password.old', defaultMessage: 'Huidig wachtwoord' },
  new_password: { id: 'settings.password.new', defaultMessage: 'Nieuw wachtwoord' },
  repeat_password: { id: 'settings.password.repeat', defaultMessage: 'Nieuw wachtwoord nogmaals' },
});

const messages = defineMessages({
  oldRequired: { id: 'settings.password.oldRequired', defaultMessage: 'Vul je huidige wachtwoord in.' },
  oldWrong: { id: 'settings.password.oldWrong', defaultMessage: 'Controleer je oude wachtwoord.' },
  newRequired: { id: 'settings.password.newRequired', defaultMessage: 'Vul een nieuw wachtwoord in.' },
  newInvalid: { id: 'settings.password.newInvalid', defaultMessage: 'Je nieuwe wachtwoord moet 8 tot 200 tekens lang zijn.' },
  repeatRequired: { id: 'settings.password.repeatRequired', defaultMessage: 'Vul je nieuwe wachtwoord nogmaals in.' },
  mismatch: { id: 'settings.password.mismatch', defaultMessage: 'De opgegeven wachtwoorden zijn niet gelijk.' },
  general: { id: 'settings.password.general', defaultMessage: 'Er is een fout opgetreden, probeer het later opnieuw.' },
  changed: {
    id: 'settings.password.changed',
    defaultMessage: 'Je wachtwoord is gewijzigd. Op je andere apparaten en browsers ben je uitgelogd; log daar in met je nieuwe wachtwoord.',
  },
  submit: { id: 'settings.password.submit', defaultMessage: 'Wachtwoord wijzigen' },
  busy: { id: 'settings.password.busy', defaultMessage: 'Wachtwoord wordt gewijzigd…' },
});

const problemText = (field: PasswordField, problem: PasswordProblem): MessageDescriptor => {
  if (field === 'old_password') return problem === 'required' ? messages.oldRequired : messages.oldWrong;
  if (field === 'new_password') return problem === 'required' ? messages.newRequired : messages.newInvalid;
  return problem === 'required' ? messages.repeatRequired : messages.mismatch;
};

const autoComplete: Record<PasswordField, string> = { old_password: 'current-password', new_password: 'new-password', repeat_password: 'new-password' };

/** Changing the password (spec §5): the old one, the new one twice; the server ends every other session. */
export const PasswordForm = () => {
  const intl = useIntl();
  const actor = useFeatureActor(passwordFeature);
  const values = useSelector(actor, selectPasswordValues);
  const problems = useSelector(actor, selectPasswordProblems);
  const general = useSelector(actor, selectPasswordGeneralError);
  const busy = useSelector(actor, selectPasswordBusy);
  const changed = useSelector(actor, selectPasswordChanged);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'password.submit' });
    const refused = selectPasswordProblems(actor.getSnapshot());
    focusFirstRefused(event.currentTarget, passwordFields, (field) => field in refused);
  };
  return (
    <form className={settingsForm} onSubmit={onSubmit} noValidate aria-busy={busy}>
      {passwordFields.map((field) => {
        const problem = problems[field];
        return (
          <Field
            key={field}
            label={intl.formatMessage(labels[field])}
            name={field}
            type="password"
            value={values[field]}
            autoComplete={autoComplete[field]}
            error={problem === undefined ? null : intl.formatMessage(problemText(field, problem))}
            onChange={(value) => actor.send({ type: 'password.field', field, value })}
          />
        );
      })}
      {general && <ErrorText role="alert">{intl.formatMessage(messages.general)}</ErrorText>}
      {changed && (
        <p className={successText} role="status">
          {intl.formatMessage(messages.changed)}
        </p>
      )}
      <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
        {intl.formatMessage(busy ? messages.busy : messages.submit)}
      </PrimaryButton>
    </form>
  );
};
