import { beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../app/entry-server';
import type { MemberSummary } from '../../io/entities/member';
import type { PageFacts } from '../../io/page';
import { aMember, aSettings, somePublicSources } from '../support/fixtures';

// The screens' modules load once, before the first test, so no test's time includes compiling them.
beforeAll(async () => {
  await Promise.all([
    import('../../views/screens/LandingScreen'),
    import('../../views/landers/TinderSwipeLander'),
    import('../../views/landers/AloneTonightLander'),
  ]);
});

const anna = aMember(1, { name: 'Anna' });
const eva = aMember(2, { name: 'Eva' }, { fictional: true, fictional_warning: 'Dit profiel is fictief.' });

/** A Dutch visitor's first request for `url`, the entry warning dismissed. */
const facts = (url: string): PageFacts => ({
  url,
  settings: aSettings({ geoip_country: 'NL' }),
  user: null,
  localeCookie: 'nl',
  browserLanguages: ['nl-NL'],
  entryWarningCookie: '1795338000',
});

const rendered = (url: string, members: ReadonlyArray<MemberSummary>) => render(facts(url), somePublicSources(members));
/** The embedded signup form's heading (its fields follow once its machine has read the tracking record, in the browser). */
const signupHeading = /<h1 id="[^"]+">Gratis aanmelden<\/h1>/;
/** A photo's ThumbHash: its placeholder is inlined as a data URL, which makes a page of members heavy. */
const thumbhash = '9/YBBwBbiT6Id4eDh3iIiHiPc5+nuIgP';
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('the landing and the landers tinderswipe and alonetonight, rendered on the server', () => {
  it.each([
    ['/', ['landing', 'members']],
    ['/landers/tinderswipe', ['landers', 'signup', 'profile', 'members']],
    ['/landers/alonetonight/spring', ['landers', 'signup', 'profile', 'members']],
  ])('%s holds the members, the fictional disclosure, one h1 and no placeholder text', async (url, packs) => {
    // The fictional member first: the deck deals one card before the visitor decides.
    const page = await rendered(url, [eva, anna]);
    expect(page.status).toBe(200);
    expect(page.redirect).toBeNull();
    expect(page.html).toContain('Eva');
    expect(page.html).toContain('Dit profiel is fictief.');
    expect(count(page.html, /<h1[\s>]/g)).toBe(1);
    expect(page.html).not.toContain('Ontmoet leden bij jou in de buurt');
    expect(page.data.teasers?.members.map((member) => member.id)).toEqual([2, 1]);
    expect([...page.packs].sort()).toEqual([...packs].sort());
  });

  it.each(['/', '/landers/alonetonight'])('%s with a full page of members needs no inline script (the CSP allows none)', async (url) => {
    const many = Array.from({ length: 12 }, (_, index) => aMember(index + 1, { main_image: { status: 'active', filename: 'a.webp', thumb_filename: 'a-card.webp', thumbhash: thumbhash } }));
    const { html } = await rendered(url, many);
    expect(html.length).toBeGreaterThan(12_800);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
  });

  it('serves the landing as a page that sells, with the way in for visitors and members', async () => {
    const { html } = await rendered('/', [anna, eva]);
    expect(html).toContain('Ontmoet nieuwe mensen bij Rendezvous');
    expect(html).toContain('Eva');
    expect(html).toContain('Zo werkt het');
    expect(html).toContain('href="/signup"');
    expect(html).toContain('href="/login"');
  });

  it('deals the first card of the swipe deck, the next ones only after a decision', async () => {
    const { html } = await rendered('/landers/tinderswipe', [anna, eva]);
    expect(html).toContain('aria-label="Anna"');
    expect(html).not.toContain('aria-label="Eva"');
    expect(html).toContain('Wie vind jij leuk?');
  });

  it('serves the alonetonight lander with Anna and Eva beside the signup form', async () => {
    const { html } = await rendered('/landers/alonetonight', [anna, eva]);
    expect(html).toContain('Alleen vanavond?');
    expect(html).toContain('Anna');
    expect(html).toContain('Eva');
    expect(html).toMatch(signupHeading);
  });

  it.each(['/', '/landers/tinderswipe', '/landers/alonetonight'])('%s without members is a whole page still, with its way in', async (url) => {
    const { html } = await rendered(url, []);
    expect(count(html, /<h1[\s>]/g)).toBe(1);
    expect(html).not.toContain('Leden bij jou in de buurt');
    expect(html).not.toContain('Ontmoet leden bij jou in de buurt');
    expect(html).toMatch(url === '/' ? /href="\/signup"/ : signupHeading);
  });
});
