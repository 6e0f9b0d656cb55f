import * as t from 'io-ts';

/**
 * The gift catalogue (issue 8; the spec names gifts and their price, gift_credits, but not the gifts): a
 * small fixed set, each with a picture at /gifts/<id>.svg and its name in every interface language. A
 * gift costs the site's gift_credits, whichever it is.
 */
export const GiftId = t.keyof({ rose: null, chocolates: null, champagne: null, teddy: null, heart: null, cocktail: null });
export type GiftId = t.TypeOf<typeof GiftId>;

export const giftIds: ReadonlyArray<GiftId> = Object.keys(GiftId.keys).filter((id): id is GiftId => GiftId.is(id));

/** Where a gift's picture is served (public/, so it is cached like the other static files). */
export const giftPicturePath = (gift: GiftId): string => `/gifts/${gift}.svg`;
