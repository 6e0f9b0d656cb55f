import { describe, expect, it } from 'vitest';
import { goToCheckoutOn } from '../../app/platform';

describe("leaving for a provider's checkout page", () => {
  it('follows an http(s) address, relative ones too, and never a script or data address from a bad answer', () => {
    const followed: string[] = [];
    const go = goToCheckoutOn({ href: 'https://rendezvous.test/credits', replace: (url: string | URL) => void followed.push(String(url)) });
    const answers = ['https://www.mollie.com/checkout/x', '/test-provider/checkout/t1', 'javascript:alert(1)', 'data:text/html,x', 'http://[bad'].map(go);
    expect(answers).toEqual([true, true, false, false, false]);
    expect(followed).toEqual(['https://www.mollie.com/checkout/x', '/test-provider/checkout/t1']);
  });
});
