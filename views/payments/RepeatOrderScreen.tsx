import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, Redirect } from 'wouter';
import { repeatOrderFeature } from '../../machines/credits/feature';
import {
  selectNoLastOrder, selectRepeatBusy, selectRepeatDirectDebit, selectRepeatFailed, selectRepeatLoading, selectRepeatMethod, selectRepeatPackage,
  selectRepeatPriceChanged, selectRepeatWaiver, selectRepeatWaiverMissing,
} from '../../machines/credits/selectors';
import { useFeatureActor } from '../app-actor';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { methodLabel, money } from './payment-labels';
import { PriceChangedNotice } from './PriceChangedNotice';
import { WithdrawalWaiver } from './WithdrawalWaiver';

const messages = defineMessages<{
  title: {}; busy: {}; failed: {}; retry: {}; order: { count: number; amount: string; method: string }; pay: { amount: string }; other: {};
}>({
  title: { id: 'payments.repeat.title', defaultMessage: 'Nogmaals bestellen' },
  busy: { id: 'payments.repeat.busy', defaultMessage: 'Je vorige bestelling wordt klaargezet…' },
  failed: { id: 'payments.repeat.failed', defaultMessage: 'Je bestelling kon niet worden klaargezet.' },
  retry: { id: 'payments.retry', defaultMessage: 'Opnieuw proberen' },
  order: {
    id: 'payments.repeat.order',
    defaultMessage: '{count, plural, one {# credit} other {# credits}} voor {amount}, betaald met {method}: net als je vorige bestelling.',
  },
  pay: { id: 'payments.credits.pay', defaultMessage: 'Betalen: {amount}' },
  other: { id: 'payments.repeat.other', defaultMessage: 'Een ander pakket kiezen' },
});

/**
 * /credits/repeat-order: the last package with the last method, paid with one button beside the withdrawal
 * waiver; without a last order, /credits.
 */
export const RepeatOrderScreen = () => {
  const intl = useIntl();
  const actor = useFeatureActor(repeatOrderFeature);
  const failed = useSelector(actor, selectRepeatFailed);
  const noOrder = useSelector(actor, selectNoLastOrder);
  const directDebitPackage = useSelector(actor, selectRepeatDirectDebit);
  const pack = useSelector(actor, selectRepeatPackage);
  const method = useSelector(actor, selectRepeatMethod);
  const waiver = useSelector(actor, selectRepeatWaiver);
  const waiverMissing = useSelector(actor, selectRepeatWaiverMissing);
  const busy = useSelector(actor, selectRepeatBusy);
  const loading = useSelector(actor, selectRepeatLoading);
  const priceChanged = useSelector(actor, selectRepeatPriceChanged);
  if (noOrder) return <Redirect to="/credits" replace />;
  if (directDebitPackage !== null) return <Redirect to={`/directdebit?package=${encodeURIComponent(directDebitPackage)}`} replace />;
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'repeat.pay' });
  };
  return (
    <Page aria-busy={loading || busy}>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      {loading && <Spinner role="progressbar" aria-label={intl.formatMessage(messages.busy)} />}
      {pack !== null && method !== null && (
        <Card>
          <form onSubmit={onSubmit} noValidate>
            <p>
              {intl.formatMessage(messages.order, {
                count: pack.credits, amount: money(intl, pack.discounted_amount, pack.currency), method: methodLabel(intl, method),
              })}
            </p>
            {priceChanged && <PriceChangedNotice />}
            <WithdrawalWaiver checked={waiver} missing={waiverMissing} onChange={(accepted) => actor.send({ type: 'repeat.waiver', accepted })} />
            <PrimaryButton type="submit">{intl.formatMessage(messages.pay, { amount: money(intl, pack.discounted_amount, pack.currency) })}</PrimaryButton>
            <p>
              <Link href="/credits">{intl.formatMessage(messages.other)}</Link>
            </p>
          </form>
        </Card>
      )}
      {busy && <Spinner role="progressbar" aria-label={intl.formatMessage(messages.busy)} />}
      {failed && (
        <div role="alert">
          <ErrorText>{intl.formatMessage(messages.failed)}</ErrorText>
          <PrimaryButton type="button" onClick={() => actor.send({ type: 'repeat.retry' })}>
            {intl.formatMessage(messages.retry)}
          </PrimaryButton>
        </div>
      )}
    </Page>
  );
};
