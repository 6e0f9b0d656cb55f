import { describe, expect, it } from 'vitest';
import { goToCheckoutOn } from '../../app/platform';

describe("leaving for a provider's checkout page", () => {
  it('follows an http(s) address, relative ones too, and never a script or data address from a bad answer', () => {
    const followed: string[] = [];
    const go = goToCheckoutOn({ href: 'https://rendezvous.test/credits', assign: (url: string | URL) => followed.push(String(url)) });
    for (const url of ['https://www.mollie.com/checkout/x', '/test-provider/checkout/t1', 'javascript:alert(1)', 'data:text/html,x', 'http://[bad']) go(url);
    expect(followed).toEqual(['https://www.mollie.com/checkout/x', '/test-provider/checkout/t1']);
  });
});
