import { defineMessages, type IntlShape } from 'react-intl';
import { legalPages, type RouteEntry } from '../../machines/shell/route-table';
import { legalPageTitles } from '../screens/legal-page-titles';

type Site = { site: string };
type SiteAndPage = { site: string; page: string };

const messages = defineMessages<{
  homeTitle: Site; homeDescription: Site; loginTitle: Site; loginDescription: Site; signupTitle: Site; signupDescription: Site;
  pricingTitle: Site; pricingDescription: Site; languageTitle: Site; languageDescription: Site;
  pageTitle: SiteAndPage; pageDescription: SiteAndPage; notFoundTitle: Site; notFoundDescription: Site;
  landerTitle: Site; landerDescription: Site; memberLandingTitle: Site; memberLandingDescription: Site;
}>({
  homeTitle: { id: 'head.home.title', defaultMessage: '{site} – ontmoet nieuwe mensen bij jou in de buurt' },
  homeDescription: { id: 'head.home.description', defaultMessage: 'Maak gratis een profiel aan bij {site}, zoek leden bij jou in de buurt en begin een gesprek.' },
  loginTitle: { id: 'head.login.title', defaultMessage: 'Inloggen – {site}' },
  loginDescription: { id: 'head.login.description', defaultMessage: 'Log in bij {site} en lees je nieuwe berichten en likes.' },
  signupTitle: { id: 'head.signup.title', defaultMessage: 'Gratis aanmelden – {site}' },
  signupDescription: { id: 'head.signup.description', defaultMessage: 'Meld je gratis aan bij {site} en ontmoet leden bij jou in de buurt.' },
  pricingTitle: { id: 'head.pricing.title', defaultMessage: 'Prijzen – {site}' },
  pricingDescription: { id: 'head.pricing.description', defaultMessage: 'Wat credits en Premium kosten bij {site}.' },
  languageTitle: { id: 'head.language.title', defaultMessage: 'Taal kiezen – {site}' },
  languageDescription: { id: 'head.language.description', defaultMessage: 'Kies de taal waarin je {site} gebruikt.' },
  pageTitle: { id: 'head.page.title', defaultMessage: '{page} – {site}' },
  pageDescription: { id: 'head.page.description', defaultMessage: 'Informatie van {site}: {page}.' },
  notFoundTitle: { id: 'head.notFound.title', defaultMessage: 'Pagina niet gevonden – {site}' },
  notFoundDescription: { id: 'head.notFound.description', defaultMessage: 'Deze pagina bestaat niet (meer) bij {site}.' },
  landerTitle: { id: 'head.lander.title', defaultMessage: 'Gratis daten en chatten bij jou in de buurt – {site}' },
  landerDescription: { id: 'head.lander.description', defaultMessage: 'Bekijk wie er bij jou in de buurt is, meld je gratis aan bij {site} en begin meteen een gesprek.' },
  // The head is rendered before the page's data, so a member landing's title cannot name the member.
  memberLandingTitle: { id: 'head.memberLanding.title', defaultMessage: 'Meld je gratis aan en chat – {site}' },
  memberLandingDescription: { id: 'head.memberLanding.description', defaultMessage: 'Bekijk dit profiel bij {site}, meld je gratis aan en stuur meteen een bericht.' },
});

/** Title and description of the pages that have their own. */
const byKind = {
  home: [messages.homeTitle, messages.homeDescription],
  login: [messages.loginTitle, messages.loginDescription],
  signup: [messages.signupTitle, messages.signupDescription],
  pricing: [messages.pricingTitle, messages.pricingDescription],
  language: [messages.languageTitle, messages.languageDescription],
  lander: [messages.landerTitle, messages.landerDescription],
  memberLanding: [messages.memberLandingTitle, messages.memberLandingDescription],
  notFound: [messages.notFoundTitle, messages.notFoundDescription],
} as const;

export interface PageHeadText {
  readonly title: string;
  readonly description: string;
}

type Kind = Exclude<keyof typeof byKind, 'notFound'>;

const kindOf = (entry: RouteEntry): Kind => {
  if (entry.id === 'login') return 'login';
  if (entry.id === 'signup') return 'signup';
  if (entry.id === 'member-signup' || entry.id.startsWith('member-landing')) return 'memberLanding';
  if (entry.id.startsWith('lander-')) return 'lander';
  if (entry.id === 'pricing') return 'pricing';
  if (entry.id === 'lang-config') return 'language';
  return 'home';
};

const legalPageOf = (param: string | null) => legalPages.find((page) => page === param);

/**
 * The document title and meta description of a page, in the page's language. `entry` null is the 404
 * page; `pageParam` is /pages/{page}'s name. Screens without their own text (the members area) share the
 * site's; the landers share one, the member landings (their member is not known yet) another.
 */
export const pageHeadText = (intl: IntlShape, entry: RouteEntry | null, pageParam: string | null, site: string): PageHeadText => {
  const legal = legalPageOf(pageParam);
  const text = (kind: keyof typeof byKind): PageHeadText => ({
    title: intl.formatMessage(byKind[kind][0], { site }),
    description: intl.formatMessage(byKind[kind][1], { site }),
  });
  if (entry === null || (entry.id === 'page' && legal === undefined)) return text('notFound');
  if (entry.id === 'page' && legal !== undefined) {
    const page = intl.formatMessage(legalPageTitles[legal]);
    return { title: intl.formatMessage(messages.pageTitle, { site, page }), description: intl.formatMessage(messages.pageDescription, { site, page }) };
  }
  return text(kindOf(entry));
};
