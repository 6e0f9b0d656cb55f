import { describe, expect, it } from 'vitest';
import { render } from '../../app/entry-server';
import type { Settings } from '../../io/entities/settings';
import type { PageFacts } from '../../io/page';
import type { MemberTeaser, PublicSources } from '../../io/public-page';
import { aSettings, aUser, somePublicSources } from '../support/fixtures';
import { aPhoto, aProfile } from '../support/profile-fixtures';
// The screens' chunks, transformed with the file's imports: a test's own time does not include them.
import '../../views/landers/MemberChatLandingScreen';
import '../../views/landers/MemberLandingScreen';
import '../../views/landers/MemberPhotoLandingScreen';
import '../../views/landers/MemberSignupScreen';

const disclosure = 'Dit profiel is fictief: fysiek contact is niet mogelijk.';

/** Member 5, Eva, fictional, with her main photo and two blurred ones. */
const eva: MemberTeaser = {
  profile: aProfile(5, { name: 'Eva', age: 34, about: 'Hoi! Zin in een goed gesprek over reizen en eten?' }, { fictional: true, fictional_warning: disclosure }),
  photos: [aPhoto(0), aPhoto(1, true), aPhoto(2, true)],
};

/** The page server's reads: Eva is member 5, there is no other. */
const sources: PublicSources = { ...somePublicSources(), member: async (id) => (id === 5 ? eva : null) };

/** A Dutch visitor's first request for `url`, the entry warning dismissed. */
const facts = (url: string, overrides: Partial<PageFacts> = {}, settings: Partial<Settings> = {}): PageFacts => ({
  url,
  settings: aSettings({ name: 'Flirtpunt', ...settings }),
  user: null,
  localeCookie: 'nl',
  browserLanguages: ['nl-NL'],
  entryWarningCookie: '1795338000',
  ...overrides,
});

const paths = ['/members/5/landing', '/members/5/landing2/zomer', '/members/5/landing3', '/members/5/signup'];

// What the screens show while they wait, or what their route showed before issue 11 built them.
const placeholders = ['Profiel wordt geladen', 'Ontmoet leden bij jou in de buurt', 'Meld je aan om te chatten', 'role="progressbar"'];

describe('the member landings rendered on the server', () => {
  it.each(paths)('%s holds the member, her disclosure, her blurred photos and the signup form in the first paint', async (path) => {
    const page = await render(facts(path), sources);
    expect(page.status).toBe(200);
    expect(page.redirect).toBeNull();
    expect(page.html).toContain('Eva');
    expect(page.html).toContain('34 jaar');
    expect(page.html).toContain(disclosure);
    expect(page.html).toContain('Hoi! Zin in een goed gesprek over reizen en eten?');
    expect(page.html).toContain('alt="Vergrendelde foto 2 van Eva"');
    expect(page.html).toContain('src="/media/photos/p1-card.webp"');
    expect(page.html).toMatch(/<h1[^>]*>Gratis aanmelden<\/h1>/);
    for (const placeholder of placeholders) expect(page.html).not.toContain(placeholder);
    // The browser hydrates with the same member and the packs the markup shows.
    expect(page.data.member).toEqual(eva);
    expect(page.packs).toEqual(expect.arrayContaining(['landers', 'signup']));
    expect(page.head.title).toBe('Meld je gratis aan en chat – Flirtpunt');
    expect(page.head.description).toContain('Flirtpunt');
  });

  it.each(paths)('%s sends a member to that member’s profile', async (path) => {
    const page = await render(facts(path, { user: aUser() }), sources);
    expect(page.redirect).toBe('/members/5');
    expect(page.html).toBe('');
  });

  it.each(paths.map((path) => path.replace('/5/', '/6/')))('%s of no member a visitor may see is a friendly 404 with the signup', async (path) => {
    const page = await render(facts(path), sources);
    expect(page.status).toBe(404);
    expect(page.html).toContain('Dit profiel is er niet (meer)');
    expect(page.html).toContain('href="/"');
    expect(page.html).toMatch(/<h1[^>]*>Gratis aanmelden<\/h1>/);
  });

  it('holds the live-cam block where the site sets it, marked as an advertisement, the partner loaded from nowhere', async () => {
    const page = await render(facts('/members/5/landing', {}, { live_cam: { url: 'https://cams.example/?ref=flirtpunt', name: 'CamPartner' } }), sources);
    expect(page.html).toContain('Advertentie');
    expect(page.html).toMatch(/<a [^>]*href="https:\/\/cams\.example\/\?ref=flirtpunt"[^>]*>/);
    expect(page.html).toContain('rel="sponsored noopener"');
    expect(page.html).toContain('target="_blank"');
    expect(page.html.match(/cams\.example/g)).toHaveLength(1);
  });

  it('gives the landers a title and description of their own', async () => {
    const page = await render(facts('/landers/video'), sources);
    expect(page.head.title).toBe('Gratis daten en chatten bij jou in de buurt – Flirtpunt');
    expect(page.head.description).toContain('Flirtpunt');
  });
});

describe('a large server-rendered page', () => {
  it('comes whole, never as a boundary moved in place by an inline script (the CSP blocks those)', async () => {
    const long = 'Fysiek contact is niet mogelijk. '.repeat(600);
    const large: PublicSources = { ...sources, member: async () => ({ ...eva, profile: { ...eva.profile, fictional_warning: long } }) };
    const page = await render(facts('/members/5/landing'), large);
    expect(page.html.length).toBeGreaterThan(20_000);
    expect(page.html).not.toContain('<template');
    expect(page.html).not.toContain('<script');
    expect(page.html).toMatch(/<h1[^>]*>Gratis aanmelden<\/h1>/);
  });
});
