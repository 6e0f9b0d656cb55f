import { describe, expect, it } from 'vitest';
import { render } from '../../app/entry-server';
import type { MemberSummary } from '../../io/entities/member';
import type { PageFacts } from '../../io/page';
import { aMember, aSettings, somePublicSources } from '../support/fixtures';
// The screen's chunk, transformed with the file's imports: the tests' own time does not include it.
import '../../views/landers/SocialNetworkLander';
import '../../views/landers/TransitionsVideoLander';
import '../../views/landers/VideoLander';

const photo = (id: number) => ({ filename: `p${String(id)}.webp`, thumb_filename: `p${String(id)}-card.webp`, status: 'active' as const });
const thumbhash = 'HwgCDwBqeSdBW1mWhxe1ZnpApgVkfV8H';
const warning = 'Dit profiel wordt door de site beheerd.';
const members: MemberSummary[] = [
  aMember(3, { name: 'Sanne', main_image: photo(3) }, { fictional: true, fictional_warning: warning }),
  aMember(4, { name: 'Joris', main_image: photo(4) }),
];

/** A Dutch visitor's first request, the entry warning already confirmed. */
const facts = (url: string): PageFacts => ({
  url,
  settings: aSettings({ name: 'Flirtpunt' }),
  user: null,
  localeCookie: 'nl',
  browserLanguages: ['nl-NL'],
  entryWarningCookie: '1795338000',
});

const landers = ['/landers/socialnetwork', '/landers/transitionsvideolanding/zomer', '/landers/video'];

describe('the social network, transitions and video landers on the server', () => {
  it.each(landers)('%s: the first paint holds the members, the disclosure and the signup form, no placeholder', async (url) => {
    const page = await render(facts(url), somePublicSources(members));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Sanne');
    expect(page.html).toContain('Joris');
    expect(page.html).toContain(warning);
    expect(page.html).toContain('p3-card.webp');
    // The embedded signup, its fields at once on a site open to all.
    expect(page.html).toMatch(/<h1 id="[^"]+">Gratis aanmelden<\/h1>/);
    expect(page.html).toMatch(/<form[^>]*method="post"/);
    expect(page.html).toContain('E-mailadres');
    expect(page.html.match(/<h1[\s>]/g)).toHaveLength(1);
    // Neither the heading screen that stood here nor a loading state.
    expect(page.html).not.toContain('Ontmoet leden bij jou in de buurt');
    expect(page.html).not.toContain('role="progressbar"');
    expect(page.packs).toEqual(expect.arrayContaining(['landers', 'signup', 'members']));
  });

  it.each(landers)('%s: renders the same markup every time (the browser hydrates it: nothing random, nothing timed)', async (url) => {
    const [first, second] = await Promise.all([render(facts(url), somePublicSources(members)), render(facts(url), somePublicSources(members))]);
    expect(first.html).toBe(second.html);
  });

  it.each(landers)('%s: is one piece of markup, no part of it left for an inline script to reveal (the CSP allows none)', async (url) => {
    // Photos with their ThumbHash placeholders (data URLs), as the server sends them: a page of some size.
    const many = [...members, ...[5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((id) => aMember(id, { name: `Lid ${String(id)}`, main_image: { ...photo(id), thumbhash } }))];
    const page = await render(facts(url), somePublicSources(many));
    expect(page.html.length).toBeGreaterThan(12_800);
    expect(page.html).not.toContain('<template');
    expect(page.html).not.toMatch(/<script(?![^>]*type="application\/json")/);
  });

  it.each(landers)('%s: is a whole page on a site with no member a visitor may see', async (url) => {
    const page = await render(facts(url), somePublicSources([]));
    expect(page.status).toBe(200);
    expect(page.html).toContain('E-mailadres');
    expect(page.html).not.toContain('role="progressbar"');
  });

  it('paints the moving intros playing, with their pause button', async () => {
    for (const url of landers.slice(1)) {
      const page = await render(facts(url), somePublicSources(members));
      expect(page.html).toContain('data-paused="false"');
      expect(page.html).toContain('Animatie pauzeren');
    }
  });
});
