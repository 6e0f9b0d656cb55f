import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCookie, readFlag, writeCookie, writeFlag } from '../../adapters/storage';
import { languageCookieDays } from '../../io/page';
import { LocalFlag } from '../../io/entities/flags';

const flags = Object.keys(LocalFlag.keys).filter(LocalFlag.is);

/** An in-memory Storage with the part of the interface the adapter uses. */
const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

const failing = {
  getItem: (): string | null => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: (): void => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('cookies (format)', () => {
  it('writes Path=/, Max-Age in seconds and SameSite=Lax, encoding the value', () => {
    const doc = { cookie: '' };
    expect(writeCookie(doc, 'locale', 'nb', { days: languageCookieDays })).toBe(true);
    expect(doc.cookie).toBe('locale=nb; Path=/; Max-Age=31536000; SameSite=Lax');
    writeCookie(doc, 'note', 'a b;c', { days: 1 });
    expect(doc.cookie).toBe('note=a%20b%3Bc; Path=/; Max-Age=86400; SameSite=Lax');
  });

  it('reads the exact name among others and decodes it', () => {
    const doc = { cookie: 'xlocale=fr; locale=de; note=a%20b%3Bc; empty=' };
    expect(readCookie(doc, 'locale')).toBe('de');
    expect(readCookie(doc, 'note')).toBe('a b;c');
    expect(readCookie(doc, 'empty')).toBe('');
    expect(readCookie(doc, 'missing')).toBeNull();
    expect(readCookie({ cookie: 'bad=%E0%A4%A' }, 'bad')).toBeNull();
  });

  it('treats an unreadable or unwritable cookie jar (sandboxed frame) as empty', () => {
    const sandboxed = {
      get cookie(): string {
        throw new DOMException('sandboxed', 'SecurityError');
      },
      set cookie(_value: string) {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    };
    expect(readCookie(sandboxed, 'locale')).toBeNull();
    expect(writeCookie(sandboxed, 'locale', 'nl', { days: 1 })).toBe(false);
  });
});

describe('local flags', () => {
  it('round-trip any whole unix seconds for every flag', () => {
    fc.assert(
      fc.property(fc.constantFrom(...flags), fc.integer({ min: 0, max: 2 ** 40 }), (flag, seconds) => {
        const storage = memoryStorage();
        expect(writeFlag(storage, flag, seconds)).toBe(true);
        expect(storage.items.get(flag)).toBe(String(seconds));
        expect(readFlag(storage, flag)).toBe(seconds);
      }),
    );
  });

  it('stores whole seconds, refusing negative or non-finite times', () => {
    const storage = memoryStorage();
    expect(writeFlag(storage, 'hide-enrich-alert', 1_700_000_000.9)).toBe(true);
    expect(readFlag(storage, 'hide-enrich-alert')).toBe(1_700_000_000);
    expect(writeFlag(storage, 'hide-time-bonus-modal', -1)).toBe(false);
    expect(writeFlag(storage, 'hide-time-bonus-modal', Number.NaN)).toBe(false);
    expect(storage.items.has('hide-time-bonus-modal')).toBe(false);
  });

  it('reads an absent flag as null', () => {
    expect(readFlag(memoryStorage(), 'hide-site-entry-warning')).toBeNull();
  });

  it('reads garbage as null, never throwing', () => {
    fc.assert(
      fc.property(fc.string().filter((s) => !/^\d{1,15}$/.test(s)), (garbage) => {
        const storage = memoryStorage();
        storage.setItem('hide-push-notification-alert', garbage);
        expect(readFlag(storage, 'hide-push-notification-alert')).toBeNull();
      }),
    );
    const storage = memoryStorage();
    for (const garbage of ['', 'true', '-5', '1.5', '{"at":1}', '1e9', ' 12']) {
      storage.setItem('hide-enrich-alert', garbage);
      expect(readFlag(storage, 'hide-enrich-alert')).toBeNull();
    }
  });

  it('survives a localStorage that throws (private mode, quota)', () => {
    expect(readFlag(failing, 'hide-disabled-notifications-alert')).toBeNull();
    expect(writeFlag(failing, 'hide-disabled-notifications-alert', 1)).toBe(false);
  });
});
