import { randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A mandate's id: 16 random bytes, base64url. */
export const newMandateId = (): string => randomBytes(16).toString('base64url');

/** A 6-digit SMS code from the system's cryptographic generator, each of the million equally likely. */
export const newSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Only an argon2id hash of the code is stored (the library's defaults, as for passwords). A million codes are
 * few, but at argon2id's cost trying them all against a copied hash takes CPU-hours: long after the code's
 * 10 minutes, and the code is worth nothing without the member's session anyway.
 */
export const hashSmsCode = (code: string): Promise<string> => hash(code);

/** Whether the code typed (spaces allowed: '123 456') is the one sent. */
export const smsCodeMatches = (codeHash: string, typed: string): Promise<boolean> =>
  verify(codeHash, typed.replace(/\s/g, '')).catch(() => false);
