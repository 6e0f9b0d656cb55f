/** A few lines on a phone: what a teaser shows of a member's about text. */
export const excerptLength = 160;

/**
 * The start of a text for a teaser: whitespace (line breaks too) folded to single spaces, and beyond
 * `max` characters cut after the last whole word with an ellipsis; where whole words would keep less than
 * half of it (one very long word), the text is cut where it must. Characters, not UTF-16 units, are
 * counted, so no emoji is split.
 */
export const excerptOf = (text: string, max = excerptLength): string => {
  const folded = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(folded);
  if (characters.length <= max) return folded;
  // One character more than fits: a space right after the last fitting word still counts as a cut.
  const window = characters.slice(0, max + 1).join('');
  const space = window.lastIndexOf(' ');
  const kept = space >= max / 2 ? window.slice(0, space) : characters.slice(0, max).join('');
  return `${kept.replace(/[\s,.;:!?–-]+$/u, '')}…`;
};

/** The first line that holds text, as an excerpt ('' for an empty text): a chat's opening line. */
export const firstLineOf = (text: string, max = excerptLength): string =>
  excerptOf(text.split('\n').find((line) => line.trim() !== '') ?? '', max);
