import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiErrorCode } from '../../io/errors';
import type { HttpFailure } from '../../io/http-failure';
import { discountErrorOf } from '../../machines/shared/http-failure';

describe('discount-code errors are codes the browser translates (spec §5)', () => {
  it('reads the server’s two discount codes as message ids', () => {
    expect(discountErrorOf({ kind: 'http', status: 404, body: { error: 'discount_not_found' } })).toBe('discount.notFound');
    expect(discountErrorOf({ kind: 'http', status: 409, body: { error: 'discount_used' } })).toBe('discount.used');
  });

  it('leaves every other failure to the caller’s general error', () => {
    const others: HttpFailure[] = [
      { kind: 'network' },
      { kind: 'http', status: 500, body: null },
      { kind: 'http', status: 404, body: { error: 'not_found' } },
      { kind: 'http', status: 409, body: { error: 'conflict' } },
      { kind: 'http', status: 429, body: { error: 'rate_limited' } },
      { kind: 'decode', failure: { _tag: 'DecodeFailure', issues: [] } },
    ];
    for (const failure of others) expect(discountErrorOf(failure)).toBeNull();
  });

  it('shows a discount message only for the two discount codes, whatever the status', () => {
    const codes = Object.keys(ApiErrorCode.keys).filter((code): code is ApiErrorCode => ApiErrorCode.is(code));
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), fc.constantFrom(...codes), (status, error) => {
        const shown = discountErrorOf({ kind: 'http', status, body: { error } });
        expect(shown !== null).toBe(error === 'discount_not_found' || error === 'discount_used');
      }),
    );
  });
});
