import type { SnapshotFrom } from 'xstate';
import { catalogueInView, type packagePricesMachine } from './package-prices.machine';

type PackagePricesSnapshot = SnapshotFrom<typeof packagePricesMachine>;

export const selectPackagePricesPhase = (snapshot: PackagePricesSnapshot): 'loading' | 'failed' | 'editing' | 'previewing' | 'publishing' => {
  if (snapshot.matches('editing')) return 'editing';
  if (snapshot.matches('previewing')) return 'previewing';
  if (snapshot.matches('publishing')) return 'publishing';
  return snapshot.matches('failed') ? 'failed' : 'loading';
};
/** The sites the admin works on, with what each sells. */
export const selectCatalogueSites = (snapshot: PackagePricesSnapshot) => snapshot.context.sites;
export const selectCatalogueInView = (snapshot: PackagePricesSnapshot) => catalogueInView(snapshot.context);
export const selectPriceCurrency = (snapshot: PackagePricesSnapshot) => snapshot.context.currency;
/** The packages as typed. */
export const selectPackageRows = (snapshot: PackagePricesSnapshot) => snapshot.context.rows;
/** The cells the preview refused. */
export const selectPackageCellProblems = (snapshot: PackagePricesSnapshot) => snapshot.context.invalid;
/** What the preview found wrong with the list as a whole. */
export const selectPackageListProblem = (snapshot: PackagePricesSnapshot) => snapshot.context.problem;
export const selectPackageChanges = (snapshot: PackagePricesSnapshot) => snapshot.context.changes;
export const selectPackagePricesNote = (snapshot: PackagePricesSnapshot) => snapshot.context.note;
/** The site's countries that pay in the currency on screen. */
export const selectCountriesPaying = (snapshot: PackagePricesSnapshot): string[] =>
  Object.entries(catalogueInView(snapshot.context)?.countryCurrencies ?? {}).filter(([, currency]) => currency === snapshot.context.currency).map(([country]) => country);
