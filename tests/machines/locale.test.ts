import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { locales, type Locale } from '../../io/entities/locale';
import { chooseLocale } from '../../machines/locale/choose-locale';
import { waitFor } from 'xstate';
import { localeMachine, type LoadedMessages, type MessagesRequest } from '../../machines/locale/locale.machine';
import { selectHasPacks, selectMessages } from '../../machines/locale/selectors';
import { offeredLocales } from '../../machines/locale/offered';
import { done, failed, flush, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

const facts = { cookie: null, domainLanguage: 'xx', browserLanguages: ['de-DE'], country: 'NL' };
const loaded = (locale: Locale, packs: LoadedMessages['packs'] = ['core']): LoadedMessages => ({ locale, packs, messages: {} });

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
        { type: 'messages.need', packs: ['members'] },
        done('loadMessages', loaded('de', ['members'])),
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
          loadMessages: fromPromise<LoadedMessages, MessagesRequest>(async ({ input }) => ({ ...input, messages: { 'nav.login': [] } })),
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

  const remembered = fromPromise<void, { locale: Locale; loggedIn: boolean }>(async () => undefined);
  /** A loader that answers each pack as `<locale>:<pack>` under the id `<pack>`, and records what was asked. */
  const packLoader = (asked: string[], failing: ReadonlySet<string> = new Set()) =>
    fromPromise<LoadedMessages, MessagesRequest>(async ({ input }) => {
      asked.push(`${input.locale}:${input.packs.join('+')}`);
      if (input.packs.some((pack) => failing.has(pack))) throw new Error('chunk failed');
      return { ...input, messages: Object.fromEntries(input.packs.map((pack) => [pack, [{ type: 0, value: `${input.locale}:${pack}` }]])) };
    });
  const texts = (snapshot: SnapshotFrom<typeof localeMachine>) =>
    Object.values(selectMessages(snapshot)).map((message) => (message[0] !== undefined && 'value' in message[0] ? message[0].value : '')).sort();

  it('loads core first, each further pack once when asked, and every pack in the new language on a switch', async () => {
    const asked: string[] = [];
    const actor = createActor(localeMachine.provide({ actors: { loadMessages: packLoader(asked), persistChoice: remembered } }), { input }).start();
    actor.send({ type: 'messages.need', packs: ['members'] });
    await waitFor(actor, selectHasPacks(['core', 'members']));
    actor.send({ type: 'messages.need', packs: ['members', 'chat'] });
    const ready = await waitFor(actor, selectHasPacks(['chat']));
    expect(texts(ready)).toEqual(['de:chat', 'de:core', 'de:members']);
    actor.send({ type: 'locale.switch', locale: 'fi' });
    const switched = await waitFor(actor, (snapshot) => snapshot.context.locale === 'fi' && snapshot.matches('ready'));
    expect(texts(switched)).toEqual(['fi:chat', 'fi:core', 'fi:members']);
    expect(asked).toEqual(['de:core', 'de:members', 'de:chat', 'fi:core+members+chat']);
  });

  it('gives up on a pack that fails (its texts show in Dutch) and tries it again when it is asked for again', async () => {
    const asked: string[] = [];
    const failing = new Set(['chat']);
    const actor = createActor(localeMachine.provide({ actors: { loadMessages: packLoader(asked, failing), persistChoice: remembered } }), { input }).start();
    actor.send({ type: 'messages.need', packs: ['chat'] });
    const gaveUp = await waitFor(actor, selectHasPacks(['chat']));
    expect(gaveUp.context.failed).toEqual(['chat']);
    expect(texts(gaveUp)).toEqual(['de:core']);
    failing.clear();
    actor.send({ type: 'messages.need', packs: ['chat'] });
    const loadedNow = await waitFor(actor, (snapshot) => selectHasPacks(['chat'])(snapshot) && snapshot.context.failed.length === 0);
    expect(texts(loadedNow)).toEqual(['de:chat', 'de:core']);
    expect(asked).toEqual(['de:core', 'de:chat', 'de:chat']);
  });

  it('fails only the packs a failed load asked for: one asked for meanwhile still loads', async () => {
    const asked: string[] = [];
    const actor = createActor(localeMachine.provide({ actors: { loadMessages: packLoader(asked, new Set(['chat'])), persistChoice: remembered } }), { input }).start();
    await waitFor(actor, selectHasPacks(['core']));
    actor.send({ type: 'messages.need', packs: ['chat'] });
    actor.send({ type: 'messages.need', packs: ['members'] });
    const settled = await waitFor(actor, selectHasPacks(['chat', 'members']));
    expect(settled.context.failed).toEqual(['chat']);
    expect(texts(settled)).toEqual(['de:core', 'de:members']);
    expect(asked).toEqual(['de:core', 'de:chat', 'de:members']);
  });

  it('never loses a pack asked for, whatever the order of needs and switches', async () => {
    const packs = ['members', 'chat', 'likes', 'profile'] as const;
    const step = fc.oneof(
      fc.record({ type: fc.constant('messages.need' as const), packs: fc.subarray([...packs], { minLength: 1 }) }),
      fc.record({ type: fc.constant('locale.switch' as const), locale: fc.constantFrom<Locale>('de', 'fi', 'sv') }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 8 }), async (steps) => {
        const actor = createActor(localeMachine.provide({ actors: { loadMessages: packLoader([]), persistChoice: remembered } }), { input }).start();
        for (const event of steps) actor.send(event);
        const wanted = [...new Set(['core', ...steps.flatMap((event) => (event.type === 'messages.need' ? event.packs : []))])];
        const settled = await waitFor(actor, (snapshot) => snapshot.matches('ready') && selectHasPacks(snapshot.context.wanted)(snapshot));
        expect(texts(settled)).toEqual(wanted.map((pack) => `${settled.context.locale}:${pack}`).sort());
        actor.stop();
      }),
      { numRuns: 50 },
    );
  });
});
