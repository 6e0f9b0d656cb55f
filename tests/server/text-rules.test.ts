import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textRules, type TextRule } from '../../io/entities/text-moderation';
import { flagText, type TextRuleContext } from '../../server/modules/texts/rules';

const dutch: TextRuleContext = { country: 'NL', words: [] };

/** Which rule matched which part, for reading the examples. */
const parts = (text: string, context = dutch) => flagText(text, context).matches.map(({ rule, start, end }) => [rule, text.slice(start, end)]);

/** Prose without any digit, at sign or dot glued to a word: what most about texts are. */
const word = fc.stringMatching(/^[a-zA-Zàáäâèéëêìíïîòóöôùúüûçñßøåæłąęśźżńóć]{1,12}$/);
const separator = fc.constantFrom(' ', ', ', '. ', '! ', '? ', '\n', ' - ', '; ');
const prose = fc.array(fc.tuple(word, separator), { maxLength: 25 }).map((pairs) => pairs.map(([w, s]) => `${w}${s}`).join('').trim());

/** `inserted` between two stretches of prose, apart from them by a space (as it is written in a sentence). */
const around = (inserted: fc.Arbitrary<string>) =>
  fc.tuple(prose, inserted, prose).map(([before, value, after]) => ({ text: `${before} ${value} ${after}`, at: before.length + 1, value }));

const ruleAt = (text: string, index: number, context = dutch): TextRule | undefined =>
  flagText(text, context).matches.find((match) => match.start <= index && index < match.end)?.rule;

describe('the text rules, by example', () => {
  it('flag an e-mail address, also written with (at) or [at], and not its domain as a link', () => {
    expect(parts('Mail me: anna.b@gmail.com!')).toEqual([['email', 'anna.b@gmail.com']]);
    expect(parts('anna (at) hotmail.nl of kim[at]live.com')).toEqual([['email', 'anna (at) hotmail.nl'], ['email', 'kim[at]live.com']]);
    expect(parts('mijn insta is @anna_92')).toEqual([]);
  });

  it('flag a phone number written the national way of the member\'s country, or internationally', () => {
    expect(parts('Bel me: 06-12345678.')).toEqual([['phone', '06-12345678']]);
    expect(parts('whatsapp +49 151 12345678')).toEqual([['phone', '+49 151 12345678']]);
    expect(parts('0475 12 34 56', { country: 'BE', words: [] })).toEqual([['phone', '0475 12 34 56']]);
  });

  it('leave ages, heights, years and prices alone', () => {
    expect(parts('Ik ben 34, 1.80 m lang, sinds 2019 single en verdien € 3.000 per maand.')).toEqual([]);
  });

  it('flag links with a scheme, www or a known top-level domain, without the sentence\'s punctuation', () => {
    expect(parts('Kijk op www.mijnsite.nl.')).toEqual([['link', 'www.mijnsite.nl']]);
    expect(parts('(https://example.com/me?x=1)')).toEqual([['link', 'https://example.com/me?x=1']]);
    expect(parts('zie anna.nl of ANNA.COM/foto')).toEqual([['link', 'anna.nl'], ['link', 'ANNA.COM/foto']]);
  });

  it('read a missing space after a full stop as a sentence, not a domain', () => {
    expect(parts('I like it.It is fun. Hallo.wereld')).toEqual([]);
  });

  it('flag the site\'s words and phrases whole and in any case, not inside another word', () => {
    const context = { country: 'NL', words: ['snapchat', ' Cash App '] };
    expect(parts('Add me on SNAPCHAT or cash  app', context)).toEqual([['word', 'SNAPCHAT'], ['word', 'cash  app']]);
    expect(parts('snapchatting, cashapp', context)).toEqual([]);
  });

  it('name each rule once, in the order of the rule list', () => {
    const verdict = flagText('snapchat 0612345678 www.x.nl a@b.nl 0687654321', { country: 'NL', words: ['snapchat'] });
    expect(verdict.flags).toEqual(['email', 'phone', 'link', 'word']);
    expect(verdict.matches.map((match) => match.rule)).toEqual(['word', 'phone', 'link', 'email', 'phone']);
  });
});

describe('the text rules, properties', () => {
  it('flag no prose of plain words', () => {
    fc.assert(
      fc.property(prose, (text) => {
        expect(flagText(text, dutch)).toEqual({ flags: [], matches: [] });
      }),
      { numRuns: 300 },
    );
  });

  it('flag any text with an e-mail address in it as email, where the address is', () => {
    fc.assert(
      fc.property(around(fc.emailAddress()), ({ text, at, value }) => {
        expect(flagText(text, dutch).flags).toContain('email');
        expect(ruleAt(text, at + value.indexOf('@'))).toBe('email');
      }),
      { numRuns: 300 },
    );
  });

  it('flag any text with a web address in it as link, from where the address starts', () => {
    const address = fc.oneof(fc.webUrl(), fc.domain().map((domain) => `www.${domain}`));
    fc.assert(
      fc.property(around(address), ({ text, at }) => {
        expect(flagText(text, dutch).flags).toContain('link');
        expect(ruleAt(text, at)).toBe('link');
      }),
      { numRuns: 300 },
    );
  });

  it('flag any text with a Dutch mobile number in it, however it is written, as phone', () => {
    const subscriber = fc.tuple(fc.constantFrom('1', '2', '3', '4', '5', '6', '8'), fc.stringMatching(/^\d{7}$/)).map(([first, rest]) => `${first}${rest}`);
    const written = fc.tuple(subscriber, fc.constantFrom('06{n}', '06-{n}', '06 {n}', '+31 6 {n}', '+316{n}', '0031 6 {n}'))
      .map(([number, format]) => format.replace('{n}', number));
    fc.assert(
      fc.property(around(written), ({ text, at, value }) => {
        expect(flagText(text, dutch).flags).toEqual(['phone']);
        expect(ruleAt(text, at + value.length - 1)).toBe('phone');
      }),
      { numRuns: 300 },
    );
  });

  it('flag any text with a listed word in it, in any case, as word', () => {
    const words = ['whatsapp', 'telegram', 'only fans'];
    const listed = fc.tuple(fc.constantFrom(...words), fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }))
      .map(([entry, upper]) => entry.replace(/./g, (c, i: number) => (upper[i] === true ? c.toUpperCase() : c)));
    fc.assert(
      fc.property(around(listed), ({ text, at, value }) => {
        const verdict = flagText(text, { country: 'NL', words });
        expect(verdict.flags).toContain('word');
        expect(verdict.matches).toContainEqual({ rule: 'word', start: at, end: at + value.length });
      }),
      { numRuns: 300 },
    );
  });

  it('answer matches inside the text, ordered and apart, and the flags of exactly those matches', () => {
    const anything = fc.oneof(fc.string({ maxLength: 200 }), around(fc.oneof(fc.emailAddress(), fc.webUrl())).map(({ text }) => text));
    fc.assert(
      fc.property(anything, fc.array(fc.constantFrom('kik', 'cash app', 'x'), { maxLength: 3 }), (text, words) => {
        const { flags, matches } = flagText(text, { country: 'DE', words });
        matches.forEach((match, i) => {
          expect(0 <= match.start && match.start < match.end && match.end <= text.length).toBe(true);
          const next = matches[i + 1];
          if (next !== undefined) expect(match.end).toBeLessThanOrEqual(next.start);
        });
        expect(flags).toEqual(textRules.filter((rule) => matches.some((match) => match.rule === rule)));
      }),
      { numRuns: 300 },
    );
  });
});
