import * as E from 'fp-ts/Either';
import { decode } from '../io/codec/decode';
import {
  siteEntryWarningCookieDays,
  siteEntryWarningCookieName,
  UnixSecondsFromString,
  type LocalFlag,
} from '../io/entities/flags';

type CookieDocument = Pick<Document, 'cookie'>;

// Reading or writing document.cookie throws a SecurityError in a sandboxed frame; that is "no cookie".
const cookieJar = (doc: CookieDocument): string => {
  try {
    return doc.cookie;
  } catch {
    return '';
  }
};

/** The value of cookie `name`, or null when it is not set (or cannot be read). */
export const readCookie = (doc: CookieDocument, name: string): string | null => {
  const wanted = encodeURIComponent(name); // names are written encoded
  for (const pair of cookieJar(doc).split(';')) {
    const at = pair.indexOf('=');
    const key = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (key !== wanted) continue;
    const value = at < 0 ? '' : pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return null; // malformed %-escape written by someone else
    }
  }
  return null;
};

/**
 * Sets a site-wide cookie for `days` days (Max-Age rather than Expires: immune to a wrong client clock),
 * `secure` on a page served over https. Returns false when the browser refused it (sandboxed frame) or the
 * text cannot be encoded (lone surrogate).
 */
export const writeCookie = (
  doc: CookieDocument,
  name: string,
  value: string,
  { days, secure = false }: { readonly days: number; readonly secure?: boolean },
): boolean => {
  const maxAge = Math.max(0, Math.round(days * 86_400));
  try {
    doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
    return true;
  } catch {
    return false;
  }
};

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** When flag was set, in unix seconds; null if never, unreadable, or storage is unavailable (private mode). */
export const readFlag = (storage: FlagStorage, flag: LocalFlag): number | null => {
  try {
    return E.getOrElseW(() => null)(decode(UnixSecondsFromString, storage.getItem(flag)));
  } catch {
    return null;
  }
};

/** Stores flag as set at `unixSeconds`. Returns false when storage refused (full, private mode): a dismissal then lasts the page only. */
export const writeFlag = (storage: FlagStorage, flag: LocalFlag, unixSeconds: number): boolean => {
  const seconds = Math.floor(unixSeconds);
  if (!UnixSecondsFromString.is(seconds)) return false;
  try {
    storage.setItem(flag, UnixSecondsFromString.encode(seconds));
    return true;
  } catch {
    return false;
  }
};

/** Where a flag is kept: localStorage, and for the site-entry warning also its cookie (the page server reads it). */
export interface FlagTarget {
  readonly storage: FlagStorage;
  readonly document: CookieDocument;
  /** The page is served over https: the cookie is Secure. */
  readonly secure: boolean;
}

/** Stores flag as set at `unixSeconds` where it is kept; true when at least one place took it. */
export const writeFlagEverywhere = (target: FlagTarget, flag: LocalFlag, unixSeconds: number): boolean => {
  const local = writeFlag(target.storage, flag, unixSeconds);
  const seconds = Math.floor(unixSeconds);
  if (flag !== 'hide-site-entry-warning' || !UnixSecondsFromString.is(seconds)) return local;
  const cookie = writeCookie(target.document, siteEntryWarningCookieName, UnixSecondsFromString.encode(seconds), {
    days: siteEntryWarningCookieDays,
    secure: target.secure,
  });
  return local || cookie;
};
