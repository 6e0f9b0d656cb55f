import { describe, expect, it } from 'vitest';
import { render } from '../../app/entry-server';
import type { PageFacts } from '../../io/page';
import { aMember, aSettings, somePublicSources } from '../support/fixtures';
// The screens' chunks, transformed with the file's imports: the tests' own time does not include it.
import '../../views/landers/CollageLander';
import '../../views/landers/GalleryLander';
import '../../views/landers/IconsLander';
import '../../views/landers/MapLander';

const photo = (name: string) => ({ filename: `${name}.jpg`, thumb_filename: `${name}-thumb.jpg`, status: 'active' as const, thumbhash: 'pQUCDwBqeSdBW1mWhxe1ZnpApgVkfV8H' });
const members = [
  aMember(7, { name: 'Fenna', region: 'Gelderland' }, { fictional: true, fictional_warning: 'Fenna is een fictief profiel.' }),
  aMember(8, { name: 'Lotte', main_image: photo('lotte') }),
  aMember(9, { name: 'Sem', region: 'Zeeland' }),
];
/** As many as the server sends (teaserCount), each photo with its ThumbHash placeholder inlined: a page of some weight. */
const twelve = [...members, ...Array.from({ length: 9 }, (_, index) => aMember(20 + index, { name: `Lid ${String(index)}`, main_image: photo(`lid-${String(index)}`) }))];

/** A Dutch visitor's first request for `url`, the entry warning already confirmed. */
const facts = (url: string): PageFacts => ({
  url,
  settings: aSettings({ countries: ['NL'], geoip_country: 'NL' }),
  user: null,
  localeCookie: 'nl',
  browserLanguages: ['nl-NL'],
  entryWarningCookie: '1795338000',
});

/** What the route showed before its design: the heading screen's text. */
const placeholder = 'Ontmoet leden bij jou in de buurt';

describe('the landers of members near the visitor, rendered on the server', () => {
  it.each([
    ['/landers/collagelanding', 'Zij zoeken ook iemand, vlak bij jou'],
    ['/landers/gallery', 'Blader door de leden bij jou in de buurt'],
    ['/landers/iconslanding/spring', 'Waar word jij blij van?'],
    ['/landers/maplanding', 'Wie woont er bij jou in de buurt?'],
  ])('%s paints its design with the members, their disclosure and the signup form before any script runs', async (url, headline) => {
    const page = await render(facts(url), somePublicSources(twelve));
    expect(page.status).toBe(200);
    expect(page.redirect).toBeNull();
    expect(page.html).toContain(headline);
    for (const member of members) expect(page.html).toContain(member.name);
    expect(page.html).toContain('Fenna is een fictief profiel.');
    expect(page.html).toMatch(/<div id="lander-signup"[^>]*>.*<h1[^>]*>Gratis aanmelden<\/h1>.*type="email"/);
    expect(page.html).not.toContain(placeholder);
    // In the first paint itself: no part of it held back for an inline script (which the CSP blocks) to reveal.
    expect(page.html).not.toMatch(/<template id="B:|<div hidden id="S:/);
    expect(page.data.teasers?.members).toHaveLength(12);
    expect(page.packs).toEqual(expect.arrayContaining(['landers', 'signup', 'members']));
  });

  it('draws the map and its pins in the markup, the visitor’s country named', async () => {
    const page = await render(facts('/landers/maplanding'), somePublicSources(members));
    expect(page.html).toContain('<svg');
    expect(page.html).toContain('Leden rond jouw plek in Nederland');
    expect(page.html).toContain('Lotte, 30 jaar, Noord-Holland</span>');
  });

  it('renders a sensible page for a site without members a visitor may see', async () => {
    const page = await render(facts('/landers/gallery'), somePublicSources([]));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Hier verschijnen binnenkort leden uit jouw buurt.');
    expect(page.html).toMatch(/<h1[^>]*>Gratis aanmelden<\/h1>/);
  });
});
