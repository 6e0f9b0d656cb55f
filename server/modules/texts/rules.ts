import { findPhoneNumbersInText, isSupportedCountry } from 'libphonenumber-js/max';
import { textRules, type TextMatch, type TextRule } from '../../../io/entities/text-moderation';

/**
 * The rules that put a member's name or about text in the moderators' queue (issue 14): contact details and
 * links, which take members off the site (and are the usual shape of scam and spam profiles), and the words
 * a site lists. Pure: the member's country (for phone numbers written the national way) and the site's word
 * list come in. A rule only flags: a moderator decides, so a rule may err on the side of flagging.
 */
export interface TextRuleContext {
  /** ISO 3166 country the member lives in: "06 12345678" is a phone number in the Netherlands. */
  readonly country: string;
  /** The site's flagged words and phrases (SiteConfigured.flaggedWords), matched whole and case-insensitively. */
  readonly words: ReadonlyArray<string>;
}

export interface TextVerdict {
  /** The rules that matched, in the order of textRules, each once; empty: nothing to review. */
  readonly flags: ReadonlyArray<TextRule>;
  /** Where, ordered by position; matches never overlap (the first rule to claim a part keeps it). */
  readonly matches: ReadonlyArray<TextMatch>;
}

// Not a letter or digit on either side: a match starts and ends at a word's edge.
const edgeBefore = String.raw`(?<![\p{L}\p{N}])`;
const edgeAfter = String.raw`(?![\p{L}\p{N}])`;

/** An address (its local part with any character RFC 5322 allows unquoted), also written "name (at) host.tld" or with a full-width at sign to slip past a filter. */
const emailPattern = new RegExp(
  String.raw`[\p{L}\p{N}!#$%&'*+/=?^_\x60{|}~.-]+(?:@|＠|\s*[([]\s*at\s*[)\]]\s*)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}${edgeAfter}`,
  'giu',
);

/**
 * The top-level domains a bare "name.tld" is read as a link with: the common generic ones and those of the
 * countries the product serves. Any other "word.word" is left alone, so a missing space after a full stop
 * ("ok.Bye") is not a link.
 */
const linkDomains = [
  'com', 'net', 'org', 'info', 'biz', 'io', 'co', 'me', 'tv', 'app', 'dev', 'xyz', 'online', 'site', 'club', 'top', 'live', 'link', 'shop', 'vip', 'fun',
  'nl', 'be', 'de', 'fr', 'it', 'es', 'at', 'ie', 'uk', 'ca', 'pl', 'au', 'nz', 'ch', 'dk', 'fi', 'no', 'se', 'us', 'eu',
];
const label = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
const addressPattern = /\b(?:(?:https?|ftp):\/\/|www\.)\S+/giu;
const bareDomainPattern = new RegExp(
  String.raw`(?<![\p{L}\p{N}@.-])(?:${label}\.)+(${linkDomains.join('|')})${edgeAfter}(?:/\S*)?`,
  'giu',
);
/** A link written at a sentence's end keeps the sentence's punctuation out. */
const trailingPunctuation = /[.,;:!?)\]}'"»”’]+$/u;
/** "it.It is": a capitalised word after a full stop without its space is the next sentence, not a domain. */
const sentenceStart = /^\p{Lu}\p{Ll}+$/u;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern for the site's list: each entry whole (a phrase's spaces match any run of spaces). */
const wordPattern = (words: ReadonlyArray<string>): RegExp | null => {
  const entries = [...new Set(words.map((word) => word.trim().toLowerCase()).filter((word) => word !== ''))]
    // The longest first: "cash app" wins over "cash" where both match.
    .sort((a, b) => b.length - a.length)
    .map((word) => word.split(/\s+/u).map(escapeRegExp).join(String.raw`\s+`));
  return entries.length === 0 ? null : new RegExp(`${edgeBefore}(?:${entries.join('|')})${edgeAfter}`, 'giu');
};

const matchesOf = (text: string, pattern: RegExp, rule: TextRule): TextMatch[] =>
  [...text.matchAll(pattern)].map((found) => ({ rule, start: found.index, end: found.index + found[0].length }));

const linkMatches = (text: string): TextMatch[] => [
  ...text.matchAll(addressPattern),
  ...[...text.matchAll(bareDomainPattern)].filter((found) => !sentenceStart.test(found[1] ?? '')),
].map((found) => ({ rule: 'link' as const, start: found.index, end: found.index + found[0].replace(trailingPunctuation, '').length }));

const phoneMatches = (text: string, country: string): TextMatch[] =>
  findPhoneNumbersInText(text, isSupportedCountry(country) ? { defaultCountry: country } : {})
    .map((found) => ({ rule: 'phone' as const, start: found.startsAt, end: found.endsAt }));

const overlaps = (a: TextMatch, b: TextMatch): boolean => a.start < b.end && b.start < a.end;

/** Whether the rules flag `text`, and where. */
export const flagText = (text: string, context: TextRuleContext): TextVerdict => {
  const words = wordPattern(context.words);
  // In order of precedence: an address holds a domain, and a link may hold digits.
  const candidates = [
    ...matchesOf(text, emailPattern, 'email'),
    ...linkMatches(text),
    ...phoneMatches(text, context.country),
    ...(words === null ? [] : matchesOf(text, words, 'word')),
  ];
  const kept: TextMatch[] = [];
  for (const candidate of candidates) if (!kept.some((match) => overlaps(match, candidate))) kept.push(candidate);
  const matches = kept.sort((a, b) => a.start - b.start);
  return { flags: textRules.filter((rule) => matches.some((match) => match.rule === rule)), matches };
};
