import { createHash } from 'node:crypto';
import { normalizeEmail } from '../accounts/email';

/** The login stream of a site + e-mail address. Hashed: the stream id must not reveal the address. */
export const loginStreamId = (site: string, email: string): string =>
  `login-${createHash('sha256').update(`${site}\n${normalizeEmail(email)}`).digest('hex')}`;
