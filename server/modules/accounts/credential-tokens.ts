import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** What a mailed link is for: a password reset, or confirming a new address. */
export type TokenPurpose = 'reset' | 'mail_change';

/** A reset link works for an hour, a confirmation of a new address for 24 hours; each once. */
export const tokenTtlMs: Readonly<Record<TokenPurpose, number>> = { reset: 3_600_000, mail_change: 86_400_000 };

export const hashMailToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** 32 random bytes, base64url (io MailToken). */
export const newMailToken = (): string => randomBytes(32).toString('base64url');

/**
 * Keeps the SHA-256 of `token` as the member's open link for `purpose`, replacing an earlier open one (its
 * link stops working). `email` is the address a change confirms.
 */
export const keepToken = async (
  tx: Queryable,
  token: string,
  link: { readonly memberId: number; readonly purpose: TokenPurpose; readonly email: string | null; readonly now: Date },
): Promise<void> => {
  const expiresAt = new Date(link.now.getTime() + tokenTtlMs[link.purpose]);
  await tx.query(
    `INSERT INTO credential_tokens (token_hash, member_id, purpose, email, expires_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (member_id, purpose) WHERE used_at IS NULL
     DO UPDATE SET token_hash = excluded.token_hash, email = excluded.email, expires_at = excluded.expires_at`,
    [hashMailToken(token), link.memberId, link.purpose, link.email, expiresAt.toISOString()],
  );
};

export interface KeptToken {
  readonly token_hash: string;
  readonly member_id: number;
  readonly email: string | null;
  readonly expires_at: Date;
  readonly used_at: Date | null;
}

/** The token's row, locked until the transaction ends (two uses at once: the second waits and sees it used). */
export const takeToken = async (tx: Queryable, token: string, purpose: TokenPurpose): Promise<KeptToken | undefined> =>
  (
    await tx.query<KeptToken>(
      'SELECT token_hash, member_id, email, expires_at, used_at FROM credential_tokens WHERE token_hash = $1 AND purpose = $2 FOR UPDATE',
      [hashMailToken(token), purpose],
    )
  )[0];

export const markUsed = async (tx: Queryable, token: KeptToken, now: Date): Promise<void> => {
  await tx.query('UPDATE credential_tokens SET used_at = $2 WHERE token_hash = $1', [token.token_hash, now.toISOString()]);
};

/** The member's open links for `purpose` stop working (a reset link mailed to an address the member left). */
export const withdrawTokens = async (tx: Queryable, memberId: number, purpose: TokenPurpose): Promise<void> => {
  await tx.query('DELETE FROM credential_tokens WHERE member_id = $1 AND purpose = $2 AND used_at IS NULL', [memberId, purpose]);
};
