import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { locales, type Locale } from '../../io/entities/locale';
import { chooseLocale } from '../../machines/locale/choose-locale';
import { localeMachine, type LoadedMessages } from '../../machines/locale/locale.machine';
import { offeredLocales } from '../../machines/locale/offered';
import { done, failed, flush, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

const facts = { cookie: null, domainLanguage: 'xx', browserLanguages: ['de-DE'], country: 'NL' };
const loaded = (locale: Locale): LoadedMessages => ({ locale, messages: {} });

describe('choosing the locale', () => {
  it('takes the cookie, else the domain language, else the browser, else the country, else English', () => {
    expect(chooseLocale({ ...facts, cookie: 'fr' })).toBe('fr');
    expect(chooseLocale({ ...facts, domainLanguage: 'nl-NL' })).toBe('nl');
    expect(chooseLocale(facts)).toBe('de');
    expect(chooseLocale({ ...facts, browserLanguages: ['ja', 'no-NO'] })).toBe('nb');
    expect(chooseLocale({ ...facts, browserLanguages: ['ja'] })).toBe('nl');
    expect(chooseLocale({ ...facts, browserLanguages: [], country: 'JP' })).toBe('en');
  });

  it('always yields a supported locale, and a supported cookie always wins', () => {
    const tag = fc.oneof(fc.constantFrom(...locales, 'no', 'en-US', 'pt-BR', 'zz'), fc.string({ maxLength: 6 }));
    fc.assert(
      fc.property(fc.option(tag), tag, fc.array(tag, { maxLength: 3 }), fc.option(fc.constantFrom('NL', 'FI', 'US', 'JP')), (cookie, domainLanguage, browserLanguages, country) => {
        const chosen = chooseLocale({ cookie, domainLanguage, browserLanguages, country });
        expect(locales).toContain(chosen);
        if (cookie !== null && (locales as ReadonlyArray<string>).includes(cookie)) expect(chosen).toBe(cookie);
      }),
    );
  });

  it('offers the languages of the visitor country, and always the one in use', () => {
    expect(offeredLocales('FI', 'fi')).toEqual(['fi', 'sv']);
    expect(offeredLocales('BE', 'en')).toEqual(['en', 'nl', 'fr', 'de']);
    expect(offeredLocales(null, 'pl')).toEqual(locales);
    fc.assert(fc.property(fc.option(fc.constantFrom('US', 'CH', 'NO', 'JP')), fc.constantFrom(...locales), (country, current) => {
      expect(offeredLocales(country, current)).toContain(current);
    }));
  });
});

describe('locale machine', () => {
  const input = { facts, available: locales };

  it('reaches every declared transition', () => {
    const exploration = exploreEveryTransition(localeMachine.provide({ actors: { loadMessages: pending(), persistChoice: pending() } }), {
      input,
      events: [
        done('loadMessages', loaded('de')),
        failed('loadMessages', new Error('chunk failed')),
        { type: 'locale.switch', locale: 'fr' },
        { type: 'locale.switch', locale: 'de' },
        done('loadMessages', loaded('fr')),
        done('persistChoice', undefined),
        failed('persistChoice', { kind: 'network' }),
        { type: 'session.changed', loggedIn: true },
      ],
      check: (snapshot: SnapshotFrom<typeof localeMachine>) => expect(locales).toContain(snapshot.context.locale),
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('loads the new messages before switching, then remembers the choice in cookie and account', async () => {
    const persisted: Array<{ locale: Locale; loggedIn: boolean }> = [];
    const actor = createActor(
      localeMachine.provide({
        actors: {
          loadMessages: fromPromise<LoadedMessages, Locale>(async ({ input: locale }) => ({ locale, messages: { 'nav.login': [] } })),
          persistChoice: fromPromise<void, { locale: Locale; loggedIn: boolean }>(async ({ input: choice }) => {
            persisted.push(choice);
          }),
        },
      }),
      { input },
    ).start();
    await flush();
    expect(actor.getSnapshot().context.locale).toBe('de');
    actor.send({ type: 'session.changed', loggedIn: true });
    actor.send({ type: 'locale.switch', locale: 'sv' });
    expect(actor.getSnapshot().context.locale).toBe('de');
    await flush();
    expect(actor.getSnapshot().context.locale).toBe('sv');
    expect(persisted).toEqual([{ locale: 'sv', loggedIn: true }]);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });
});
