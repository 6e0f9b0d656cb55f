import type { SnapshotFrom } from 'xstate';
import type { CreditPackage } from '../../io/entities/payment';
import type { creditsMachine } from './credits.machine';
import type { pricesMachine } from './prices.machine';
import type { repeatOrderMachine } from './repeat-order.machine';

type CreditsSnapshot = SnapshotFrom<typeof creditsMachine>;

export const selectOffer = (s: CreditsSnapshot) => s.context.offer;
export const selectOfferLoading = (s: CreditsSnapshot) => s.matches('loading') && s.context.offer === null;
export const selectOfferLoadFailed = (s: CreditsSnapshot) => s.matches('loadFailed');
export const selectChosenPackageId = (s: CreditsSnapshot) => s.context.packageId;
export const selectChosenMethod = (s: CreditsSnapshot) => s.context.method;
/** The package chosen, as the offer prices it. */
export const selectChosenPackage = (s: CreditsSnapshot): CreditPackage | null =>
  s.context.offer?.packages.find((pack) => pack.id === s.context.packageId) ?? null;
export const selectCodeText = (s: CreditsSnapshot) => s.context.codeText;
export const selectCodeError = (s: CreditsSnapshot) => s.context.codeError;
export const selectStartError = (s: CreditsSnapshot) => s.context.startError;
export const selectWaiver = (s: CreditsSnapshot) => s.context.waiver;
export const selectWaiverMissing = (s: CreditsSnapshot) => s.context.waiverMissing;
/** The waiver sits beside the pay button, except for a direct debit, whose form asks it beside its own. */
export const selectAsksWaiver = (s: CreditsSnapshot) => s.context.method !== 'directdebit';
/** A code is checked or a payment begins: the form waits. */
export const selectCreditsBusy = (s: CreditsSnapshot) => s.hasTag('busy') || (s.matches('loading') && s.context.offer !== null);
/** The chosen package is paid by direct debit: its form's address (with the discount applied), else null. */
export const selectDirectDebitPath = (s: CreditsSnapshot): string | null => {
  const chosen = selectChosenPackage(s);
  if (!s.matches('directDebit') || chosen === null) return null;
  const code = s.context.offer?.discount?.code;
  return `/directdebit?package=${encodeURIComponent(chosen.id)}${code === undefined ? '' : `&code=${encodeURIComponent(code)}`}`;
};

type RepeatSnapshot = SnapshotFrom<typeof repeatOrderMachine>;
export const selectRepeatFailed = (s: RepeatSnapshot) => s.matches('failed');
/** The last order is being asked for. */
export const selectRepeatLoading = (s: RepeatSnapshot) => s.matches('loading');
/** The last order's package, priced now, while the member confirms it (null before and after). */
export const selectRepeatPackage = (s: RepeatSnapshot) => (s.matches('confirming') ? s.context.package : null);
export const selectRepeatMethod = (s: RepeatSnapshot) => s.context.order?.method ?? null;
export const selectRepeatWaiver = (s: RepeatSnapshot) => s.context.waiver;
export const selectRepeatWaiverMissing = (s: RepeatSnapshot) => s.context.waiverMissing;
export const selectRepeatPriceChanged = (s: RepeatSnapshot) => s.context.priceChanged;
export const selectRepeatBusy = (s: RepeatSnapshot) => s.matches('starting') || s.matches('leaving');
export const selectNoLastOrder = (s: RepeatSnapshot) => s.matches('noOrder');
/** The last order was a direct debit: its package, for the mandate form. */
export const selectRepeatDirectDebit = (s: RepeatSnapshot) => (s.matches('directDebit') ? (s.context.order?.package_id ?? null) : null);

type PricesSnapshot = SnapshotFrom<typeof pricesMachine>;
export const selectPrices = (s: PricesSnapshot) => s.context.prices;
export const selectPricesFailed = (s: PricesSnapshot) => s.matches('loadFailed');
