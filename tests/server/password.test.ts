import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, verifyPassword } from '../../server/modules/accounts/password';

/** '$argon2id$v=19$m=19456,t=2,p=1$salt$hash' -> the algorithm, version and cost parameters. */
const parametersOf = (hash: string): string => hash.split('$').slice(1, 4).join('$');

describe('passwords', () => {
  it('are hashed with argon2id, salted, and verified', async () => {
    const hash = await hashPassword('rendezvous-demo');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await hashPassword('rendezvous-demo')).not.toBe(hash);
    expect(await verifyPassword(hash, 'rendezvous-demo')).toBe(true);
    expect(await verifyPassword(hash, 'rendezvous-demO')).toBe(false);
  });

  it('cost the same to check without an account: the dummy hash has the parameters of real ones', async () => {
    expect(parametersOf(dummyHash)).toBe(parametersOf(await hashPassword('x')));
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });
});
