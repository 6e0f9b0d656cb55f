import type { SnapshotFrom } from 'xstate';
import type { Settings } from '../../io/entities/settings';
import type { appMachine } from '../app/app.machine';
import { selectSessionPhase } from '../app/selectors';
import { selectVisitorCountry } from '../shared/visitor-country';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

export type FooterVariant = 'loggedOut' | 'loggedIn' | 'installedApp';
export type FooterLink = 'terms' | 'privacy' | 'cookies' | 'ban' | 'pricing' | 'complaints' | 'returns' | 'faq' | 'support';

/** Spec §2: the installed app has its own footer whoever is logged in; otherwise members and visitors differ. */
export const footerVariant = (loggedIn: boolean, standalone: boolean): FooterVariant =>
  standalone ? 'installedApp' : loggedIn ? 'loggedIn' : 'loggedOut';

/** The footer variant; `standalone` is the installed-app fact the shell's environment knows. */
export const selectFooterVariant =
  (standalone: boolean) =>
  (s: AppSnapshot): FooterVariant =>
    footerVariant(selectSessionPhase(s) === 'in', standalone);

/**
 * Spec §2 footer links per variant. Decision (README, "Footer variants"): members get every link; visitors
 * all but the ban and return policies (they cannot be banned or buy yet); the installed app keeps it
 * short, like an app's about screen.
 */
export const footerLinks: Readonly<Record<FooterVariant, ReadonlyArray<FooterLink>>> = {
  loggedOut: ['terms', 'privacy', 'cookies', 'pricing', 'complaints', 'faq', 'support'],
  loggedIn: ['terms', 'privacy', 'cookies', 'ban', 'pricing', 'complaints', 'returns', 'faq', 'support'],
  installedApp: ['terms', 'privacy', 'faq', 'support'],
};

const paths: Readonly<Record<Exclude<FooterLink, 'support'>, string>> = {
  terms: '/pages/terms', privacy: '/pages/privacy', cookies: '/pages/cookies', ban: '/pages/ban', pricing: '/pricing',
  complaints: '/complaints', returns: '/pages/return-policy', faq: '/pages/faq',
};

/** Where a footer link leads: a page of the route table, or a mail to the site's support address. */
export const footerHref = (link: FooterLink, settings: Pick<Settings, 'support_email'>): { readonly kind: 'route' | 'mail'; readonly href: string } =>
  link === 'support' ? { kind: 'mail', href: `mailto:${settings.support_email}` } : { kind: 'route', href: paths[link] };

/** Spec §1: US visitors see the 18 U.S.C. 2257 statement (in English, in every locale). */
export const showsUs2257Statement = (country: string | null): boolean => country === 'US';

export const selectShowsUs2257Statement = (s: AppSnapshot): boolean => showsUs2257Statement(selectVisitorCountry(s));
