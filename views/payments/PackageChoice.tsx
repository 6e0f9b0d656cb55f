import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { creditsMachine } from '../../machines/credits/credits.machine';
import { selectChosenPackageId, selectOffer } from '../../machines/credits/selectors';
import { classed } from '../shell/classed';
import { colors } from '../theme';
import { choiceGroup } from './styles';
import { money } from './payment-labels';

const messages = defineMessages<{ legend: {}; credits: { count: number }; perCredit: { price: string }; popular: {}; was: { price: string } }>({
  legend: { id: 'payments.packages.legend', defaultMessage: 'Kies een pakket' },
  credits: { id: 'payments.packages.credits', defaultMessage: '{count, plural, one {# credit} other {# credits}}' },
  perCredit: { id: 'payments.packages.perCredit', defaultMessage: '{price} per credit' },
  popular: { id: 'payments.packages.popular', defaultMessage: 'Meest gekozen' },
  was: { id: 'payments.packages.was', defaultMessage: 'was {price}' },
});

const Price = classed('span', css`
  margin-left: auto;
  font-weight: 700;
`);
const Note = classed('span', css`
  flex-basis: 100%;
  padding-left: 1.95rem;
  color: ${colors.muted};
  font-size: 0.9rem;
`);
const Popular = classed('strong', css`
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  background: ${colors.secondary};
  color: ${colors.onSecondary};
  font-size: 0.8rem;
`);

/** The offer's packages as radio cards: credits, price (with the discount), price per credit. */
export const PackageChoice = ({ actor }: { actor: ActorRefFrom<typeof creditsMachine> }) => {
  const intl = useIntl();
  const offer = useSelector(actor, selectOffer);
  const chosen = useSelector(actor, selectChosenPackageId);
  if (offer === null) return null;
  return (
    <fieldset className={choiceGroup}>
      <legend>{intl.formatMessage(messages.legend)}</legend>
      {offer.packages.map((pack) => {
        const discounted = pack.discounted_amount < pack.amount;
        return (
          <label key={pack.id}>
            <input
              type="radio"
              name="package"
              value={pack.id}
              checked={chosen === pack.id}
              onChange={() => actor.send({ type: 'credits.package', id: pack.id })}
            />
            <span>{intl.formatMessage(messages.credits, { count: pack.credits })}</span>
            {pack.popular && <Popular>{intl.formatMessage(messages.popular)}</Popular>}
            <Price>{money(intl, pack.discounted_amount, pack.currency)}</Price>
            <Note>
              {intl.formatMessage(messages.perCredit, { price: money(intl, Math.round(pack.discounted_amount / pack.credits), pack.currency) })}
              {discounted && ` · ${intl.formatMessage(messages.was, { price: money(intl, pack.amount, pack.currency) })}`}
            </Note>
          </label>
        );
      })}
    </fieldset>
  );
};
