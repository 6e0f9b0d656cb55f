import { defineMessages } from 'react-intl';
import type { GiftId } from '../../io/entities/gift';

/** Each gift's name (its picture's alternative text too). */
export const giftNames = defineMessages<Record<GiftId, {}>>({
  rose: { id: 'gift.rose', defaultMessage: 'Een rode roos' },
  chocolates: { id: 'gift.chocolates', defaultMessage: 'Bonbons' },
  champagne: { id: 'gift.champagne', defaultMessage: 'Champagne' },
  teddy: { id: 'gift.teddy', defaultMessage: 'Een knuffelbeer' },
  heart: { id: 'gift.heart', defaultMessage: 'Een hart' },
  cocktail: { id: 'gift.cocktail', defaultMessage: 'Een cocktail' },
});
