/**
 * Spec §9: the welcome time bonus, one home for both sides: the server grants the discount
 * (server/modules/discounts) and the browser counts it down (machines/time-bonus).
 */
/** The bonus lasts 14400 s (4 hours) from signup. */
export const timeBonusWindowSeconds = 14_400;
/** The code the member is offered and the discount it gives. */
export const timeBonusCode = 'TIMEBONUS25';
export const timeBonusPercentage = 25;
