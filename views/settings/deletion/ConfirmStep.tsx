import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { deletionMachine } from '../../../machines/deletion/deletion.machine';
import { selectDeletionBusy, selectDeletionGeneralError, selectDeletionPassword, selectDeletionProblems } from '../../../machines/deletion/selectors';
import { SiteDocument } from '../../documents/SiteDocument';
import { ErrorText, PrimaryButton } from '../../shell/ui';
import { Field } from '../Field';
import { focusFirstRefused } from '../focus';
import { buttonRow, secondaryButton, settingsForm } from '../styles';
import { StepHeading } from './StepHeading';

const messages = defineMessages({
  heading: { id: 'deletion.confirm.heading', defaultMessage: 'Bevestig met je wachtwoord' },
  password: { id: 'deletion.confirm.password', defaultMessage: 'Wachtwoord' },
  required: { id: 'deletion.confirm.required', defaultMessage: 'Vul je wachtwoord in.' },
  wrong: { id: 'deletion.confirm.wrong', defaultMessage: 'Controleer je wachtwoord.' },
  general: { id: 'deletion.confirm.general', defaultMessage: 'Er is een fout opgetreden, probeer het later opnieuw.' },
  submit: { id: 'deletion.confirm.submit', defaultMessage: 'Account verwijderen' },
  busy: { id: 'deletion.confirm.busy', defaultMessage: 'Account wordt verwijderd…' },
  back: { id: 'deletion.back', defaultMessage: 'Terug' },
  cancel: { id: 'deletion.cancel', defaultMessage: 'Annuleren' },
});

/** The last step: the site's account-delete warning (spec §1), the password, then the account is deleted. */
export const ConfirmStep = ({ actor }: { actor: ActorRefFrom<typeof deletionMachine> }) => {
  const intl = useIntl();
  const password = useSelector(actor, selectDeletionPassword);
  const problems = useSelector(actor, selectDeletionProblems);
  const general = useSelector(actor, selectDeletionGeneralError);
  const busy = useSelector(actor, selectDeletionBusy);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'deletion.submit' });
    const refused = selectDeletionProblems(actor.getSnapshot());
    focusFirstRefused(event.currentTarget, ['password'], (field) => field in refused);
  };
  return (
    <form className={settingsForm} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <StepHeading>{intl.formatMessage(messages.heading)}</StepHeading>
      <SiteDocument name="account-delete" />
      <Field
        label={intl.formatMessage(messages.password)}
        name="password"
        type="password"
        value={password}
        autoComplete="current-password"
        error={problems.password === undefined ? null : intl.formatMessage(problems.password === 'required' ? messages.required : messages.wrong)}
        onChange={(text) => actor.send({ type: 'deletion.password', text })}
      />
      {general && <ErrorText role="alert">{intl.formatMessage(messages.general)}</ErrorText>}
      <div className={buttonRow}>
        <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
          {intl.formatMessage(busy ? messages.busy : messages.submit)}
        </PrimaryButton>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => actor.send({ type: 'deletion.back' })}>
          {intl.formatMessage(messages.back)}
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => actor.send({ type: 'deletion.cancel' })}>
          {intl.formatMessage(messages.cancel)}
        </button>
      </div>
    </form>
  );
};
