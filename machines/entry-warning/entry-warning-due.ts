import { siteEntryPopupEnabled, type Settings } from '../../io/entities/settings';
import type { Layout } from '../shell/route-table';

/** What the site-entry warning depends on. */
export interface EntryWarningFacts {
  /** Installed-app mode (display-mode standalone). */
  readonly standalone: boolean;
  /** The visitor confirmed the warning before (flag hide-site-entry-warning). */
  readonly dismissed: boolean;
  readonly enabled: Settings['enable_site_entry_popup'];
  /** 'unknown' until the server has said who is here: no warning flashes up for a member meanwhile. */
  readonly session: 'unknown' | 'in' | 'out';
  /** The visitor's country (the chosen one, else GeoIP's); null when unknown. */
  readonly country: Settings['geoip_country'];
  /** The site's country restriction (settings.countries); empty: no restriction. */
  readonly countries: ReadonlyArray<string>;
  /** Route id of machines/shared/routes, null for a path without a route. */
  readonly route: string | null;
  readonly layout: Layout;
}

/** Spec §2: screens where the warning stays away; also the staff console (issue 14), a work tool, not the site. */
export const hiddenOnRoutes: ReadonlySet<string> = new Set(['complete-signup', 'reset-password', 'reset-password-do', 'staff']);
/** Spec §9: outside the default layout the warning is for these countries only. */
export const bareLayoutCountries: ReadonlySet<string> = new Set(['NL', 'DE']);

// Fail safe: a visitor of unknown country may be in any of the countries, so the adult warning shows.
const countryMatches = (facts: EntryWarningFacts) =>
  facts.countries.length === 0 || facts.country === null || facts.countries.includes(facts.country);

const layoutAllows = (facts: EntryWarningFacts) =>
  facts.layout === 'default' || facts.country === null || bareLayoutCountries.has(facts.country);

/** Spec §2 "Site-entry warning modal": shown only when every condition holds. */
export const entryWarningDue = (facts: EntryWarningFacts): boolean =>
  !facts.standalone &&
  !facts.dismissed &&
  siteEntryPopupEnabled(facts.enabled) &&
  facts.session === 'out' &&
  countryMatches(facts) &&
  (facts.route === null || !hiddenOnRoutes.has(facts.route)) &&
  layoutAllows(facts);
