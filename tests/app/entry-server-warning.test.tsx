import { describe, expect, it } from 'vitest';
import { render } from '../../app/entry-server';
import type { Settings } from '../../io/entities/settings';
import type { PageFacts } from '../../io/page';
import { aSettings, aUser, somePublicSources } from '../support/fixtures';

const sources = somePublicSources();

/** The warning's heading in English, the page's language below. */
const warningTitle = 'Please note: this website is for adults only';

/** A visitor's first request for `url` on a site restricted to NL and DE, in English, nothing dismissed. */
const facts = (overrides: Partial<PageFacts> = {}, settings: Partial<Settings> = {}): PageFacts => ({
  url: '/',
  settings: aSettings({ countries: ['NL', 'DE'], geoip_country: 'NL', ...settings }),
  user: null,
  localeCookie: 'en',
  browserLanguages: ['en-GB'],
  entryWarningCookie: null,
  ...overrides,
});

/** The server markup's <dialog> element (opening tag and all), or null when it has none. */
const dialogOf = (html: string): string | null => /<dialog[^>]*>[\s\S]*?<\/dialog>/.exec(html)?.[0] ?? null;

describe('the site-entry warning in the server-rendered page', () => {
  it.each([
    ['inside the site countries', 'NL'],
    ['of unknown country (fail safe)', null],
  ])('is in the first paint, open, for a visitor %s', async (_, country) => {
    const page = await render(facts({}, { geoip_country: country }), sources);
    const dialog = dialogOf(page.html);
    expect(dialog).not.toBeNull();
    expect(dialog).toMatch(/^<dialog open=""/);
    expect(dialog).toContain(warningTitle);
    expect(dialog).toContain('I am 18+ and continue');
  });

  it.each<[string, Partial<PageFacts>, Partial<Settings>]>([
    ['once dismissed (its cookie)', { entryWarningCookie: '1795338000' }, {}],
    ['for a member', { user: aUser(), url: '/pricing' }, {}],
    ['on a site that switched it off', {}, { enable_site_entry_popup: 'no' }],
    ['for a visitor from outside the site countries', {}, { geoip_country: 'US' }],
    ['on a lander (bare layout) for a visitor from outside NL and DE', { url: '/landers/video' }, { countries: [], geoip_country: 'FR' }],
  ])('is not in the page %s', async (_, overrides, settings) => {
    const page = await render(facts(overrides, settings), sources);
    expect(page.redirect).toBeNull();
    expect(page.html).toContain('<h1');
    expect(page.html).not.toContain(warningTitle);
  });

  it('is in a lander for a visitor from NL', async () => {
    const page = await render(facts({ url: '/landers/video' }), sources);
    expect(dialogOf(page.html)).toContain(warningTitle);
  });

  it('takes a cookie that is not a dismissal time as no dismissal', async () => {
    const page = await render(facts({ entryWarningCookie: 'yes' }), sources);
    expect(page.html).toContain(warningTitle);
  });
});
