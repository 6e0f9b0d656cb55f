import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { DiscountErrorId } from '../../machines/shared/http-failure';

const messages = defineMessages({
  notFound: { id: 'discount.notFound', defaultMessage: 'Code niet gevonden' },
  used: { id: 'discount.used', defaultMessage: 'Code reeds gebruikt' },
});

/** Spec §5: the texts of the discount-code errors, by the id machines hold (see discountErrorOf). */
export const discountErrorMessages: Record<DiscountErrorId, MessageDescriptor> = {
  'discount.notFound': messages.notFound,
  'discount.used': messages.used,
};
