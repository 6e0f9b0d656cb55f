import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../server/http/trust-proxy';

describe('TRUST_PROXY', () => {
  it('is off when unset, empty or 0', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('is a number of hops: 1 is the load balancer in front', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
  });

  it('is a list of proxy addresses or CIDR ranges', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
  });

  it('refuses anything else at start rather than trusting every hop', () => {
    for (const value of ['true', 'all', '10.0.0.0/33', '10.0.0/8', 'lb.internal']) expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });
});
