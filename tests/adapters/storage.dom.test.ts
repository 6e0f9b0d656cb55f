// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readCookie, readFlag, writeCookie, writeFlag } from '../../adapters/storage';
import { languageCookieDays } from '../../io/page';

describe('storage against a browser document', () => {
  it('round-trips the language cookie through document.cookie', () => {
    expect(readCookie(document, 'locale')).toBeNull();
    writeCookie(document, 'locale', 'nb', { days: languageCookieDays });
    writeCookie(document, 'other', 'x=1; y', { days: 1 });
    expect(readCookie(document, 'locale')).toBe('nb');
    expect(readCookie(document, 'other')).toBe('x=1; y');
  });

  it('round-trips a flag through localStorage', () => {
    expect(writeFlag(localStorage, 'hide-time-bonus-modal', 1_763_800_000)).toBe(true);
    expect(localStorage.getItem('hide-time-bonus-modal')).toBe('1763800000');
    expect(readFlag(localStorage, 'hide-time-bonus-modal')).toBe(1_763_800_000);
  });
});
