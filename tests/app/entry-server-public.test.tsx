import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render } from '../../app/entry-server';
import type { PageFacts } from '../../io/page';
import { aCompany, aMember, aSettings, somePublicSources } from '../support/fixtures';

// Issue 11: a public page is rendered on the server with the data its route needs, and reports that data so
// the page server can inline it for the browser's hydration.

const facts = (url: string, language: string): PageFacts => ({
  url,
  settings: aSettings({ countries: ['NL', 'DE'], geoip_country: 'NL' }),
  user: null,
  localeCookie: language,
  browserLanguages: [],
  entryWarningCookie: String(Math.floor(Date.now() / 1000)),
});

const firstHeading = (language: string, page: string): string =>
  /^## (.+)$/m.exec(readFileSync(path.resolve(import.meta.dirname, '../../locales/pages', language, `${page}.md`), 'utf8'))?.[1] ?? 'none';

describe('public pages rendered on the server', () => {
  it.each(['nl', 'de', 'pl'])('a legal page holds its whole text in %s with the company filled in, and reports the company', async (language) => {
    const company = aCompany({ name: 'Amor Media B.V.' });
    const page = await render(facts('/pages/privacy', language), somePublicSources([], company));
    expect(page.status).toBe(200);
    expect(page.head.lang).toBe(language);
    expect(page.html).toContain(firstHeading(language, 'privacy').replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect(page.html).toContain('Amor Media B.V.');
    expect(page.data).toEqual({ company });
  });

  it('the landing asks for the members near the visitor and reports them, not the company', async () => {
    const members = [aMember(3, { name: 'Noor' }, { fictional: true, fictional_warning: 'Dit profiel is fictief.' })];
    const page = await render(facts('/', 'nl'), somePublicSources(members));
    expect(page.data).toEqual({ teasers: { members } });
  });
});
