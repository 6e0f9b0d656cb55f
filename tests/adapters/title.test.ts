import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setDocumentTitle, titleWithCount } from '../../adapters/title';

describe('titleWithCount', () => {
  it('prefixes a positive count', () => {
    expect(titleWithCount('Rendezvous', 3)).toBe('(3) Rendezvous');
    expect(titleWithCount('Rendezvous', 120)).toBe('(120) Rendezvous');
  });

  it('never prefixes for N <= 0 or a non-number', () => {
    fc.assert(
      fc.property(fc.string(), fc.oneof(fc.integer({ max: 0 }), fc.double({ max: 0 }), fc.constant(Number.NaN)), (base, n) => {
        expect(titleWithCount(base, n)).toBe(base);
      }),
    );
  });

  it('always prefixes exactly "(N) " for whole N >= 1', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1_000_000 }), (base, n) => {
        expect(titleWithCount(base, n)).toBe(`(${n}) ${base}`);
      }),
    );
  });
});

describe('setDocumentTitle', () => {
  it('writes the formatted title and restores the base at zero', () => {
    const doc = { title: '' };
    setDocumentTitle(doc, 'Chat', 2);
    expect(doc.title).toBe('(2) Chat');
    setDocumentTitle(doc, 'Chat', 0);
    expect(doc.title).toBe('Chat');
  });
});
