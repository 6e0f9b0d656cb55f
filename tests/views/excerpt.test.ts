// @vitest-environment happy-dom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excerptOf, firstLineOf } from '../../views/landers/excerpt';

describe('a teaser’s excerpt of an about text', () => {
  it('keeps a short text whole, its whitespace folded', () => {
    expect(excerptOf('  Hoi!\n\nIk ben   Eva.  ')).toBe('Hoi! Ik ben Eva.');
    expect(excerptOf('')).toBe('');
  });

  it('cuts a long text after its last whole word, with an ellipsis', () => {
    expect(excerptOf('Ik hou van lange wandelingen langs de Vecht', 20)).toBe('Ik hou van lange…');
    // The limit falls right before a space: the word that just fits is kept whole.
    expect(excerptOf('twaalf tekens en meer', 13)).toBe('twaalf tekens…');
    expect(excerptOf('twaalf tekens en meer', 12)).toBe('twaalf…');
    expect(excerptOf('eerste, tweede en derde', 15)).toBe('eerste, tweede…');
  });

  it('cuts a first word longer than half the excerpt where it must', () => {
    expect(excerptOf('Supercalifragilistisch lang woord', 10)).toBe('Supercalif…');
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(excerptOf('😀😀😀😀😀😀', 4)).toBe('😀😀😀😀…');
  });

  it('is at most the limit and an ellipsis, and the start of the folded text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 10, max: 200 }), (text, max) => {
        const excerpt = excerptOf(text, max);
        const folded = text.replace(/\s+/g, ' ').trim();
        const kept = excerpt.endsWith('…') && excerpt !== folded ? excerpt.slice(0, -1) : excerpt;
        expect(Array.from(kept).length).toBeLessThanOrEqual(max);
        expect(folded.startsWith(kept)).toBe(true);
      }),
    );
  });

  it('takes the first line with text for a chat’s opening line', () => {
    expect(firstLineOf('\n  \nHoi! Zin in een gesprek?\nVerder over mij')).toBe('Hoi! Zin in een gesprek?');
    expect(firstLineOf('   ')).toBe('');
  });
});
