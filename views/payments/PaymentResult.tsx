import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { paymentFeature } from '../../machines/payment/feature';
import { selectPayment, selectPaymentPhase, type PaymentPhase } from '../../machines/payment/selectors';
import { useFeatureActor } from '../app-actor';
import { Card, ErrorText, Heading, PrimaryButton, Spinner } from '../shell/ui';
import { Receipt } from './Receipt';

const messages = defineMessages<Record<PaymentPhase, {}> & { credits: { count: number }; retryOther: {}; askAgain: {}; members: {} }>({
  loading: { id: 'payments.result.loading', defaultMessage: 'Je betaling wordt opgehaald…' },
  pending: { id: 'payments.result.pending', defaultMessage: 'Je betaling wordt verwerkt' },
  slow: { id: 'payments.result.slow', defaultMessage: 'Je betaling wordt nog verwerkt. Dat kan bij sommige betaalmethoden langer duren; je credits komen zodra ze binnen is.' },
  completed: { id: 'payments.result.completed', defaultMessage: 'Betaling gelukt' },
  failed: { id: 'payments.result.failed', defaultMessage: 'Betaling mislukt' },
  refunded: { id: 'payments.result.refunded', defaultMessage: 'Deze betaling is terugbetaald' },
  loadFailed: { id: 'payments.result.loadFailed', defaultMessage: 'Je betaling kon niet worden opgehaald.' },
  credits: { id: 'payments.result.credits', defaultMessage: '{count, plural, one {# credit is} other {# credits zijn}} toegevoegd aan je account.' },
  retryOther: { id: 'payments.result.retryOther', defaultMessage: 'Opnieuw proberen met een andere betaalmethode' },
  askAgain: { id: 'payments.result.askAgain', defaultMessage: 'Opnieuw kijken' },
  members: { id: 'payments.result.members', defaultMessage: 'Verder naar de leden' },
});

/** /transactions/{id}: where the provider sends the payer back; the payment's state and receipt (spec §4). */
export const PaymentResult = ({ paymentId }: { paymentId: string }) => {
  const intl = useIntl();
  const actor = useFeatureActor(paymentFeature, { input: { paymentId } });
  const phase = useSelector(actor, selectPaymentPhase);
  const payment = useSelector(actor, selectPayment);
  const waiting = phase === 'loading' || phase === 'pending';
  return (
    <>
      <Heading>{intl.formatMessage(messages[phase === 'loadFailed' ? 'loading' : phase])}</Heading>
      <div role="status" aria-live="polite">
        {waiting && <Spinner role="progressbar" aria-label={intl.formatMessage(messages[phase])} />}
        {phase === 'slow' && <p>{intl.formatMessage(messages.slow)}</p>}
        {phase === 'completed' && payment !== null && <p>{intl.formatMessage(messages.credits, { count: payment.credits })}</p>}
      </div>
      {phase === 'failed' && payment !== null && (
        <ErrorText role="alert">{intl.formatMessage(messages.failed)}</ErrorText>
      )}
      {phase === 'loadFailed' && <ErrorText role="alert">{intl.formatMessage(messages.loadFailed)}</ErrorText>}
      {(phase === 'slow' || phase === 'loadFailed') && (
        <PrimaryButton type="button" onClick={() => actor.send({ type: 'payment.retry' })}>
          {intl.formatMessage(messages.askAgain)}
        </PrimaryButton>
      )}
      {phase === 'failed' && payment !== null && (
        <p>
          <Link href={`/credits/${encodeURIComponent(payment.package_id)}`}>{intl.formatMessage(messages.retryOther)}</Link>
        </p>
      )}
      {phase === 'completed' && (
        <p>
          <Link href="/members">{intl.formatMessage(messages.members)}</Link>
        </p>
      )}
      {payment !== null && !waiting && (
        <Card>
          <Receipt payment={payment} />
        </Card>
      )}
    </>
  );
};
