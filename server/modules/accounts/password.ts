import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: the OWASP minimum). */
export const hashPassword = (password: string): Promise<string> => hash(password);

// A hash of a random string nobody knows, with the same parameters as real hashes: an unknown e-mail (or an
// account without password) costs one verification too, so timing does not tell whether an account exists.
export const dummyHash = '$argon2id$v=19$m=19456,t=2,p=1$UZJ+piwyv8L2qi0guwx5+A$HcIF49OAEG0WncHSvnpBRN3AS2xBMGcmCNdgJlyCp68';

export const verifyPassword = async (passwordHash: string | null, password: string): Promise<boolean> => {
  const matches = await verify(passwordHash ?? dummyHash, password).catch(() => false);
  return passwordHash !== null && matches;
};
