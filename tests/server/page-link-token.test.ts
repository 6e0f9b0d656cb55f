import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalPages } from '../../io/documents';
import { locales } from '../../io/entities/locale';
import { routeOf } from '../../machines/shell/route-table';
import { isPageLinkShaped, pageLinkToken, pageOfLinkToken } from '../../server/modules/mail/signing';

const key = randomBytes(32);
const locale = fc.constantFrom(...locales);
const page = fc.constantFrom(...legalPages);

describe('a mail’s signed link to a legal page', () => {
  it('names the language and the page it was made for', () => {
    fc.assert(
      fc.property(locale, page, (l, p) => {
        const token = pageLinkToken(key, l, p);
        expect(token).toMatch(new RegExp(`^${l}\\.${p}\\.[0-9a-f]{16}$`));
        expect(pageOfLinkToken(key, token)).toEqual({ locale: l, page: p });
      }),
    );
  });

  it('is refused with any one character changed', () => {
    const alphabet = Array.from('abcdefghijklmnopqrstuvwxyz0123456789-.A');
    fc.assert(
      fc.property(locale, page, fc.nat(), fc.constantFrom(...alphabet), (l, p, at, character) => {
        const token = pageLinkToken(key, l, p);
        const index = at % token.length;
        fc.pre(token[index] !== character);
        expect(pageOfLinkToken(key, `${token.slice(0, index)}${character}${token.slice(index + 1)}`)).toBeNull();
      }),
    );
  });

  it('is refused for another page or language with the same signature, and under another key', () => {
    const mac = pageLinkToken(key, 'de', 'terms').split('.')[2] ?? '';
    expect(pageOfLinkToken(key, `de.privacy.${mac}`)).toBeNull();
    expect(pageOfLinkToken(key, `nl.terms.${mac}`)).toBeNull();
    expect(pageOfLinkToken(randomBytes(32), pageLinkToken(key, 'de', 'terms'))).toBeNull();
    // A page that is shown inside a screen, not a page of its own, has no link.
    expect(pageOfLinkToken(key, `de.pricing.${mac}`)).toBeNull();
  });

  it('is shaped as no route of the browser is, so it is never mistaken for a page path', () => {
    fc.assert(
      fc.property(locale, page, (l, p) => {
        const token = pageLinkToken(key, l, p);
        expect(isPageLinkShaped(token)).toBe(true);
        expect(routeOf(`/${token}`)).toBeNull();
      }),
    );
    for (const path of ['pricing', 'members', 'favicon.svg', 'sw.js', 'manifest.webmanifest', 'pages']) expect(isPageLinkShaped(path)).toBe(false);
  });
});
