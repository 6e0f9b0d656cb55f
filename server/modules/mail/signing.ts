import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { legalPages, type LegalPage } from '../../../io/documents';
import { locales, type Locale } from '../../../io/entities/locale';
import type { Queryable } from '../../db/database';

/**
 * The key that signs what a mail carries back to us: the List-Unsubscribe token, the VERP bounce address and
 * the links to a legal page in the mail's language.
 * Signed rather than stored, so a link in a mail of years ago still works and costs no table row per mail.
 */
export type SigningKey = Buffer;

/** The key every process shares: made by the first that asks (a second one racing it keeps the first's). */
export const loadSigningKey = async (q: Queryable): Promise<SigningKey> => {
  const stored = async () => (await q.query<{ key: string }>('SELECT key FROM mail_signing_key WHERE id = 1'))[0];
  // Read first: a mail composed in a command's transaction asks for the key every time, and it exists but once.
  let row = await stored();
  if (row === undefined) {
    await q.query('INSERT INTO mail_signing_key (id, key) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [randomBytes(32).toString('base64url')]);
    row = await stored();
  }
  if (row === undefined) throw new Error('mail_signing_key has no key');
  return Buffer.from(row.key, 'base64url');
};

const mac = (key: SigningKey, purpose: string, ...parts: ReadonlyArray<string>): Buffer =>
  createHmac('sha256', key).update([purpose, ...parts].join('\n')).digest();

const same = (a: Buffer, b: Buffer): boolean => a.length === b.length && timingSafeEqual(a, b);

/** `<memberId>.<128-bit signature>`: names the member and, through the signature, the site. */
export const unsubscribeToken = (key: SigningKey, memberId: number, site: string): string =>
  `${String(memberId)}.${mac(key, 'unsubscribe', String(memberId), site).subarray(0, 16).toString('base64url')}`;

/** The member a token names, when its signature holds for that member on `siteOf(member)`. */
export const memberOfUnsubscribeToken = async (
  key: SigningKey,
  token: string,
  siteOf: (memberId: number) => Promise<string | undefined>,
): Promise<number | null> => {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (match?.[1] === undefined || match[2] === undefined) return null;
  const memberId = Number(match[1]);
  const site = await siteOf(memberId);
  if (site === undefined) return null;
  // Compared as text: a non-canonical spelling of the same bytes (its last character's unused bits) is not accepted.
  const expected = mac(key, 'unsubscribe', String(memberId), site).subarray(0, 16).toString('base64url');
  return same(Buffer.from(match[2]), Buffer.from(expected)) ? memberId : null;
};

// Hex, lower case: some mail servers change the case of a local part. 64 bits: a forged report must guess it.
const verpMac = (key: SigningKey, mailId: number): string => mac(key, 'verp', String(mailId)).subarray(0, 8).toString('hex');

/** The envelope sender of mail `mailId`: a bounce or report sent to it names the mail. */
export const verpAddress = (key: SigningKey, mailId: number, site: string): string => `bounces+${String(mailId)}-${verpMac(key, mailId)}@${site}`;

const verpPattern = /bounces\+(\d{1,15})-([0-9a-f]{16})@/gi;

/** The mails named by VERP addresses anywhere in `text` (a recipient, a report's headers), signature checked. */
export const mailIdsIn = (key: SigningKey, text: string): number[] => {
  const ids = new Set<number>();
  for (const match of text.matchAll(verpPattern)) {
    const id = Number(match[1]);
    if (match[2]?.toLowerCase() === verpMac(key, id)) ids.add(id);
  }
  return [...ids];
};

// Hex, 64 bits: the link is not secret (anyone may read the page); the signature only keeps a crafted link from
// setting a language cookie of its choosing, or a page path from passing for a link.
const pageLinkMac = (key: SigningKey, locale: Locale, page: LegalPage): string =>
  mac(key, 'page-link', locale, page).subarray(0, 8).toString('hex');

/** `<locale>.<page>.<signature>`: a mail's link to a legal or help page (`/<token>`), in the language it was written in. */
export const pageLinkToken = (key: SigningKey, locale: Locale, page: LegalPage): string => `${locale}.${page}.${pageLinkMac(key, locale, page)}`;

const pageLinkPattern = /^([a-z]{2})\.([a-z-]{1,32})\.([0-9a-f]{16})$/;

/** Whether a path segment has a page link's shape (signed or not): such a path is a page, never a file. */
export const isPageLinkShaped = (segment: string): boolean => pageLinkPattern.test(segment);

/** The language and page a token names, when its signature holds for exactly those; else null. */
export const pageOfLinkToken = (key: SigningKey, token: string): { readonly locale: Locale; readonly page: LegalPage } | null => {
  const match = pageLinkPattern.exec(token);
  const locale = locales.find((known) => known === match?.[1]);
  const page = legalPages.find((known) => known === match?.[2]);
  if (match?.[3] === undefined || locale === undefined || page === undefined) return null;
  return same(Buffer.from(match[3]), Buffer.from(pageLinkMac(key, locale, page))) ? { locale, page } : null;
};
