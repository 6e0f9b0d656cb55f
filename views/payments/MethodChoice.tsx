import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { creditsMachine } from '../../machines/credits/credits.machine';
import { selectChosenMethod, selectOffer } from '../../machines/credits/selectors';
import { choiceGroup } from './styles';
import { methodLabel } from './payment-labels';

const messages = defineMessages({
  legend: { id: 'payments.methods.legend', defaultMessage: 'Betaalmethode' },
});

/** The payment methods offered in the member's country, as radio cards. */
export const MethodChoice = ({ actor }: { actor: ActorRefFrom<typeof creditsMachine> }) => {
  const intl = useIntl();
  const offer = useSelector(actor, selectOffer);
  const chosen = useSelector(actor, selectChosenMethod);
  if (offer === null) return null;
  return (
    <fieldset className={choiceGroup}>
      <legend>{intl.formatMessage(messages.legend)}</legend>
      {offer.methods.map((method) => (
        <label key={method}>
          <input type="radio" name="method" value={method} checked={chosen === method} onChange={() => actor.send({ type: 'credits.method', method })} />
          <span>{methodLabel(intl, method)}</span>
        </label>
      ))}
    </fieldset>
  );
};
