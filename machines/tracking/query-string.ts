/**
 * A URL query ("?a=1&b=2") read and edited as its raw `name=value` segments, so that removing some
 * parameters leaves every other one byte for byte as it was (URLSearchParams would re-encode them).
 */

const segmentsOf = (search: string): string[] => (search.startsWith('?') ? search.slice(1) : search).split('&').filter((s) => s !== '');

/** Form-decoding of one name or value; a malformed %-escape is kept as written. */
const decodePart = (raw: string): string => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

const splitSegment = (segment: string): readonly [string, string] => {
  const at = segment.indexOf('=');
  return at < 0 ? [decodePart(segment), ''] : [decodePart(segment.slice(0, at)), decodePart(segment.slice(at + 1))];
};

/** The query's parameters in order, decoded; a name without '=' has the value ''. */
export const queryPairs = (search: string): ReadonlyArray<readonly [string, string]> => segmentsOf(search).map(splitSegment);

/** The first value of `name`, or null when the query does not have it. */
export const queryValue = (search: string, name: string): string | null => queryPairs(search).find(([key]) => key === name)?.[1] ?? null;

/** The query without the parameters named (every occurrence); '' when nothing is left, else '?…'. */
export const withoutParams = (search: string, names: ReadonlyArray<string>): string => {
  const drop = new Set(names);
  const kept = segmentsOf(search).filter((segment) => !drop.has(splitSegment(segment)[0]));
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
};
