import * as t from 'io-ts';
import { User } from './entities/user';
import { Settings } from './entities/settings';
import { ServedPacks } from './message-packs';
import { PublicPageData } from './public-page';

/**
 * The contract between the page server (server/http/pages.ts) and the server-rendering module built from
 * app/entry-server.tsx. The server loads that module at start by file path, so this codec is what keeps
 * the two sides honest: the server decodes every answer before it uses it.
 */
export const PageFacts = t.type({
  /** Path and query of the request, e.g. '/pages/terms?x=1'. */
  url: t.string,
  settings: Settings,
  /** The logged-in member, or null for a visitor. */
  user: t.union([User, t.null]),
  /** The visitor's chosen language (the rdv_locale cookie), or null. */
  localeCookie: t.union([t.string, t.null]),
  /** Accept-Language, most preferred first, without weights. */
  browserLanguages: t.array(t.string),
  /** The site-entry warning's dismissal cookie as sent (io/entities/flags.ts), or null. */
  entryWarningCookie: t.union([t.string, t.null]),
});
export type PageFacts = t.TypeOf<typeof PageFacts>;

/** What a page says about itself in the document head. */
export const PageHead = t.type({
  lang: t.string,
  title: t.string,
  description: t.string,
});
export type PageHead = t.TypeOf<typeof PageHead>;

export const RenderedPage = t.type({
  /** 200, or 404 for a path no route knows (or a member landing of no member a visitor may see). */
  status: t.union([t.literal(200), t.literal(404)]),
  /** Where the viewer is sent instead (a member on /login, a visitor on a member screen), or null. */
  redirect: t.union([t.string, t.null]),
  /** The root's server markup; '' for screens that render in the browser only. */
  html: t.string,
  head: PageHead,
  /** A member landing's member: their active main photo is the social preview (spec §3). */
  previewMember: t.union([t.number, t.null]),
  /** The message packs the markup shows beside core: the browser loads them before it hydrates. */
  packs: ServedPacks,
  /** The public page's data the markup was rendered with (io/public-page.ts): inlined for the browser. */
  data: PublicPageData,
});
export type RenderedPage = t.TypeOf<typeof RenderedPage>;

/** The session the page is served with, inlined as `<script type="application/json" id="rdv-session">`. */
export const InlinedSession = t.type({ user: t.union([User, t.null]) });
export type InlinedSession = t.TypeOf<typeof InlinedSession>;

/**
 * The members area's path: for a member, the page server looks up the first page of the search and inlines
 * it (tests/app/members-page-path.test.ts checks it is the route table's 'members').
 */
export const membersPagePath = '/members';

/**
 * The first page of the members search (a SearchResults, as GET /api/members.php answers it) that a
 * member's /members page comes with, as `<script type="application/json" id="rdv-members">`: the browser
 * renders the grid from it, without a search call of its own.
 */
export const inlinedMembersId = 'rdv-members';

/**
 * The visitor's language choice (spec §4), read by the browser and by the page server alike; written by the
 * language menu and by a mail's signed link to a legal page (server/modules/mail/page-links.ts).
 */
export const languageCookieName = 'rdv_locale';
/** Spec §9: the language cookie lives 365 days. */
export const languageCookieDays = 365;

/** The inlined data block that turns the app's inspection on: the statechart visualiser (demo and development servers only). */
export const inspectionBlockId = 'rdv-inspection';
