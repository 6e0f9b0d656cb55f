import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database';

/**
 * The key that signs what a mail carries back to us: the List-Unsubscribe token and the VERP bounce address.
 * Signed rather than stored, so a link in a mail of years ago still works and costs no table row per mail.
 */
export type SigningKey = Buffer;

/** The key every process shares: made by the first that asks (a second one racing it keeps the first's). */
export const loadSigningKey = async (q: Queryable): Promise<SigningKey> => {
  await q.query('INSERT INTO mail_signing_key (id, key) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [randomBytes(32).toString('base64url')]);
  const [row] = await q.query<{ key: string }>('SELECT key FROM mail_signing_key WHERE id = 1');
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
