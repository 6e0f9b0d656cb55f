import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { resendActivationFeature } from '../../machines/activation/feature';
import { selectResendBusy, selectResendOutcome, selectResendWait } from '../../machines/activation/selectors';
import { useFeatureActor } from '../app-actor';
import { SecondaryButton } from '../shell/dialog-parts';
import { ErrorText } from '../shell/ui';

const messages = defineMessages<{ resend: {}; sent: {}; limited: { minutes: number }; failed: {} }>({
  resend: { id: 'activation.resend', defaultMessage: 'Activatiemail opnieuw sturen' },
  sent: { id: 'activation.resent', defaultMessage: 'We hebben je de activatiemail opnieuw gestuurd. Kijk ook in je spammap.' },
  limited: { id: 'activation.limited', defaultMessage: 'Je hebt vandaag al genoeg activatiemails gevraagd. Probeer het over {minutes, plural, one {# minuut} other {# minuten}} opnieuw.' },
  failed: { id: 'activation.resendFailed', defaultMessage: 'De mail kon niet worden verstuurd. Probeer het opnieuw.' },
});

/** For a member whose address is not confirmed (spec §6): the activation mail again, and what came of it. */
export const ResendActivation = () => {
  const intl = useIntl();
  const actor = useFeatureActor(resendActivationFeature);
  const busy = useSelector(actor, selectResendBusy);
  const outcome = useSelector(actor, selectResendOutcome);
  const wait = useSelector(actor, selectResendWait);
  return (
    <>
      {outcome !== 'limited' && (
        <SecondaryButton type="button" disabled={busy} onClick={() => actor.send({ type: 'activation.resend' })}>
          {intl.formatMessage(messages.resend)}
        </SecondaryButton>
      )}
      {outcome === 'sent' && <p role="status">{intl.formatMessage(messages.sent)}</p>}
      {outcome === 'limited' && <p role="status">{intl.formatMessage(messages.limited, { minutes: wait ?? 0 })}</p>}
      {outcome === 'failed' && <ErrorText role="alert">{intl.formatMessage(messages.failed)}</ErrorText>}
    </>
  );
};
