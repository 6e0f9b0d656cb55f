import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, Redirect, useParams } from 'wouter';
import { PaymentMethod } from '../../io/entities/payment-method';
import { creditsFeature } from '../../machines/credits/feature';
import {
  selectChosenPackage, selectCodeError, selectCodeText, selectCreditsBusy, selectDirectDebitPath, selectOffer, selectOfferLoadFailed,
  selectOfferLoading, selectStartError, selectAsksWaiver, selectWaiver, selectWaiverMissing,
} from '../../machines/credits/selectors';
import type { StartError } from '../../machines/credits/credits.machine';
import { useFeatureActor } from '../app-actor';
import { classed } from '../shell/classed';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { discountErrorMessages } from '../time-bonus/discount-messages';
import { colors, labelledFields } from '../theme';
import { MethodChoice } from './MethodChoice';
import { PackageChoice } from './PackageChoice';
import { PremiumAdvantages } from './PremiumAdvantages';
import { WithdrawalWaiver } from './WithdrawalWaiver';
import { money } from './payment-labels';
import { priceChangedMessage } from './PriceChangedNotice';

const messages = defineMessages<{
  title: {}; loading: {}; loadFailed: {}; retry: {}; firstPurchase: {}; discount: { percentage: number; code: string };
  code: {}; applyCode: {}; pay: { amount: string }; busy: {}; refund: { days: number }; returnPolicy: {}; transactions: {};
} & Record<Exclude<StartError, 'priceChanged'>, {}>>({
  title: { id: 'payments.credits.title', defaultMessage: 'Credits kopen' },
  loading: { id: 'payments.credits.loading', defaultMessage: 'Pakketten worden geladen…' },
  loadFailed: { id: 'payments.credits.loadFailed', defaultMessage: 'De pakketten konden niet worden geladen.' },
  retry: { id: 'payments.retry', defaultMessage: 'Opnieuw proberen' },
  firstPurchase: { id: 'payments.credits.firstPurchase', defaultMessage: 'Met je eerste aankoop word je Premium:' },
  discount: { id: 'payments.credits.discount', defaultMessage: '{percentage}% korting met code {code}' },
  code: { id: 'payments.credits.code', defaultMessage: 'Kortingscode' },
  applyCode: { id: 'payments.credits.applyCode', defaultMessage: 'Toepassen' },
  pay: { id: 'payments.credits.pay', defaultMessage: 'Betalen: {amount}' },
  busy: { id: 'payments.credits.busy', defaultMessage: 'Even geduld…' },
  refund: { id: 'payments.credits.refund', defaultMessage: 'Niet tevreden? Je kunt binnen {days} dagen je geld terugvragen.' },
  returnPolicy: { id: 'payments.credits.returnPolicy', defaultMessage: 'Retourbeleid' },
  transactions: { id: 'payments.credits.transactions', defaultMessage: 'Mijn betalingen' },
  methodNotOffered: { id: 'payments.start.methodNotOffered', defaultMessage: 'Deze betaalmethode is in jouw land niet beschikbaar. Kies een andere.' },
  unknownPackage: { id: 'payments.start.unknownPackage', defaultMessage: 'Dit pakket bestaat niet meer. Kies een ander pakket.' },
  provider: { id: 'payments.start.provider', defaultMessage: 'De betaaldienst antwoordt niet. Probeer het zo opnieuw of kies een andere betaalmethode.' },
  general: { id: 'payments.start.general', defaultMessage: 'Er is een fout opgetreden, probeer het later opnieuw.' },
});

const Form = classed('form', css`
  display: grid;
  gap: 1.25rem;
  max-width: 40rem;
`);

const CodeRow = classed('div', css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: end;
  ${labelledFields}
  & input {
    text-transform: uppercase;
  }
`);

const Discount = classed('p', css`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-radius: 8px;
  background: ${colors.success};
  color: #ffffff;
  font-weight: 700;
`);

/** The route's package and method (/credits/{id}/{paymentmethod?}); an unknown method is ignored. */
const useRouteChoice = () => {
  const params = useParams<{ id?: string; paymentmethod?: string }>();
  return { packageId: params.id ?? null, method: PaymentMethod.is(params.paymentmethod) ? params.paymentmethod : null };
};

/** /credits and /credits/{id}/{paymentmethod?}: packages, payment methods, a discount code, pay. */
export const CreditsScreen = () => {
  const intl = useIntl();
  const actor = useFeatureActor(creditsFeature, { input: useRouteChoice() });
  const offer = useSelector(actor, selectOffer);
  const loading = useSelector(actor, selectOfferLoading);
  const loadFailed = useSelector(actor, selectOfferLoadFailed);
  const chosen = useSelector(actor, selectChosenPackage);
  const codeText = useSelector(actor, selectCodeText);
  const codeError = useSelector(actor, selectCodeError);
  const startError = useSelector(actor, selectStartError);
  const busy = useSelector(actor, selectCreditsBusy);
  const directDebitPath = useSelector(actor, selectDirectDebitPath);
  const asksWaiver = useSelector(actor, selectAsksWaiver);
  const waiver = useSelector(actor, selectWaiver);
  const waiverMissing = useSelector(actor, selectWaiverMissing);

  if (directDebitPath !== null) return <Redirect to={directDebitPath} />;
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'credits.pay' });
  };
  return (
    <Page aria-busy={loading || busy}>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      {loading && <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />}
      {loadFailed && (
        <div role="alert">
          <ErrorText>{intl.formatMessage(messages.loadFailed)}</ErrorText>
          <PrimaryButton type="button" onClick={() => actor.send({ type: 'credits.retry' })}>
            {intl.formatMessage(messages.retry)}
          </PrimaryButton>
        </div>
      )}
      {offer !== null && (
        <Card>
          <Form onSubmit={onSubmit} noValidate>
            {offer.first_purchase && <PremiumAdvantages lead={intl.formatMessage(messages.firstPurchase)} />}
            {offer.discount !== null && (
              <Discount>{intl.formatMessage(messages.discount, { percentage: offer.discount.value_percentage, code: offer.discount.code })}</Discount>
            )}
            <PackageChoice actor={actor} />
            <MethodChoice actor={actor} />
            <CodeRow>
              <label>
                {intl.formatMessage(messages.code)}
                <input
                  name="code"
                  value={codeText}
                  autoComplete="off"
                  aria-invalid={codeError !== null}
                  aria-describedby={codeError === null ? undefined : 'code-error'}
                  onChange={(event) => actor.send({ type: 'credits.codeText', text: event.target.value })}
                />
              </label>
              <PrimaryButton type="button" disabled={busy} onClick={() => actor.send({ type: 'credits.applyCode' })}>
                {intl.formatMessage(messages.applyCode)}
              </PrimaryButton>
            </CodeRow>
            {codeError !== null && (
              <ErrorText id="code-error" role="alert">
                {intl.formatMessage(discountErrorMessages[codeError])}
              </ErrorText>
            )}
            {asksWaiver && (
              <WithdrawalWaiver checked={waiver} missing={waiverMissing} onChange={(accepted) => actor.send({ type: 'credits.waiver', accepted })} />
            )}
            {startError !== null && <ErrorText role="alert">{intl.formatMessage(startError === 'priceChanged' ? priceChangedMessage : messages[startError])}</ErrorText>}
            <PrimaryButton type="submit" disabled={busy || chosen === null} aria-busy={busy}>
              {busy && intl.formatMessage(messages.busy)}
              {!busy && chosen !== null && intl.formatMessage(messages.pay, { amount: money(intl, chosen.discounted_amount, chosen.currency) })}
              {!busy && chosen === null && intl.formatMessage(messages.title)}
            </PrimaryButton>
            <p>
              {intl.formatMessage(messages.refund, { days: offer.refund_days })} <Link href="/pages/return-policy">{intl.formatMessage(messages.returnPolicy)}</Link>
              {' · '}
              <Link href="/transactions">{intl.formatMessage(messages.transactions)}</Link>
            </p>
          </Form>
        </Card>
      )}
    </Page>
  );
};
