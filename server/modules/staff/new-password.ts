import { randomBytes } from 'node:crypto';

/** A new staff member's password (120 random bits), shown once to whoever adds them: the command line or a site admin. */
export const newStaffPassword = (): string => randomBytes(15).toString('base64url');
