import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { pricesMachine } from '../../machines/credits/prices.machine';
import { selectPrices, selectPricesFailed } from '../../machines/credits/selectors';
import { classed } from '../shell/classed';
import { ErrorText, PrimaryButton } from '../shell/ui';
import { colors } from '../theme';
import { methodLabel, money } from './payment-labels';

const messages = defineMessages<{ caption: {}; package: {}; credits: { count: number }; price: {}; perCredit: {}; loading: {}; failed: {}; retry: {}; methods: { list: string } }>({
  caption: { id: 'premium.prices.caption', defaultMessage: 'Prijzen' },
  package: { id: 'premium.prices.package', defaultMessage: 'Pakket' },
  credits: { id: 'premium.prices.credits', defaultMessage: '{count, plural, one {# credit} other {# credits}}' },
  price: { id: 'premium.prices.price', defaultMessage: 'Prijs' },
  perCredit: { id: 'premium.prices.perCredit', defaultMessage: 'Per credit' },
  loading: { id: 'premium.prices.loading', defaultMessage: 'Prijzen worden geladen…' },
  failed: { id: 'premium.prices.failed', defaultMessage: 'De prijzen konden niet worden geladen.' },
  retry: { id: 'premium.prices.retry', defaultMessage: 'Opnieuw proberen' },
  methods: { id: 'premium.prices.methods', defaultMessage: 'Betalen met: {list}' },
});

// Four rows are held before the prices arrive: the page does not move when they do.
const Table = classed('table', css`
  width: 100%;
  max-width: 32rem;
  min-height: 12rem;
  border-collapse: collapse;
  & th,
  & td {
    padding: 0.5rem;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }
  & caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: 0.25rem;
  }
`);

const Methods = classed('p', css`
  min-height: 3em;
`);

/** The price list of the visitor's country: packages, price, price per credit, the methods. */
export const PriceList = ({ actor }: { actor: ActorRefFrom<typeof pricesMachine> }) => {
  const intl = useIntl();
  const prices = useSelector(actor, selectPrices);
  const failed = useSelector(actor, selectPricesFailed);
  if (failed)
    return (
      <div role="alert">
        <ErrorText>{intl.formatMessage(messages.failed)}</ErrorText>
        <PrimaryButton type="button" onClick={() => actor.send({ type: 'prices.retry' })}>
          {intl.formatMessage(messages.retry)}
        </PrimaryButton>
      </div>
    );
  return (
    <>
      <Table aria-busy={prices === null}>
        <caption>{intl.formatMessage(prices === null ? messages.loading : messages.caption)}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.package)}</th>
            <th scope="col">{intl.formatMessage(messages.price)}</th>
            <th scope="col">{intl.formatMessage(messages.perCredit)}</th>
          </tr>
        </thead>
        <tbody>
          {(prices?.packages ?? []).map((pack) => (
            <tr key={pack.id}>
              <td>{intl.formatMessage(messages.credits, { count: pack.credits })}</td>
              <td>{money(intl, pack.amount, pack.currency)}</td>
              <td>{money(intl, Math.round(pack.amount / pack.credits), pack.currency)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Methods>{prices !== null && intl.formatMessage(messages.methods, { list: intl.formatList(prices.methods.map((method) => methodLabel(intl, method))) })}</Methods>
    </>
  );
};
