import { defineMessage, useIntl } from 'react-intl';
import { ErrorText } from '../shell/ui';

/** A purchase refused because the site's prices changed since the page loaded (409 price_changed); the offer is shown anew. */
export const priceChangedMessage = defineMessage({
  id: 'payments.start.priceChanged',
  defaultMessage: 'De prijzen zijn net veranderd. Controleer je keuze en betaal opnieuw.',
});

/** Said above the new prices on /credits' pay step, the direct-debit form and the repeat order. */
export const PriceChangedNotice = () => {
  const intl = useIntl();
  return <ErrorText role="alert">{intl.formatMessage(priceChangedMessage)}</ErrorText>;
};
