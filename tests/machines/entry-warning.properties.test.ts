import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LocalFlag } from '../../io/entities/flags';
import { entryWarningMachine, type EntryWarningEvent } from '../../machines/entry-warning/entry-warning.machine';
import { entryWarningDue, type EntryWarningFacts } from '../../machines/entry-warning/entry-warning-due';
import { selectEntryWarningOpen } from '../../machines/entry-warning/selectors';
import { routeIdOf } from '../../machines/shared/routes';
import type { Layout } from '../../machines/shell/route-table';
import { aUser } from '../support/fixtures';
import { flush } from './support/actors';

const paths = ['/', '/members', '/login', '/complete-signup', '/reset-password', '/reset-password/do', '/landers/video', '/no/such/page'];
const countryArb = fc.constantFrom('NL', 'DE', 'BE', 'FR', 'US');
const layoutArb = fc.constantFrom<Layout>('default', 'chat', 'lander', 'empty');

const factsArb: fc.Arbitrary<EntryWarningFacts> = fc.record({
  standalone: fc.boolean(),
  dismissed: fc.boolean(),
  enabled: fc.oneof(fc.constantFrom('yes', 'no'), fc.anything()),
  session: fc.constantFrom('unknown' as const, 'in' as const, 'out' as const),
  country: fc.option(countryArb, { nil: null }),
  countries: fc.uniqueArray(countryArb, { maxLength: 3 }),
  route: fc.constantFrom(...paths).map(routeIdOf),
  layout: layoutArb,
});

describe('entryWarningDue (spec §2)', () => {
  it('is never due for a member, in the installed app, once dismissed, or when the site switched it off', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        expect(entryWarningDue({ ...facts, session: 'in' })).toBe(false);
        expect(entryWarningDue({ ...facts, session: 'unknown' })).toBe(false);
        expect(entryWarningDue({ ...facts, standalone: true })).toBe(false);
        expect(entryWarningDue({ ...facts, dismissed: true })).toBe(false);
        expect(entryWarningDue({ ...facts, enabled: 'no' })).toBe(false);
      }),
    );
  });

  it('needs a visitor of known country inside the country restriction, if the site has one', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        if (entryWarningDue(facts) && facts.countries.length > 0 && facts.country !== null) expect(facts.countries).toContain(facts.country);
      }),
    );
  });

  it('outside the default layout is due only for visitors from NL and DE, or of unknown country', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        if (entryWarningDue(facts) && facts.layout !== 'default' && facts.country !== null) expect(['NL', 'DE']).toContain(facts.country);
      }),
    );
  });

  it('is due for any enable_site_entry_popup other than no (spec §2)', () => {
    fc.assert(
      fc.property(fc.anything().filter((value) => value !== 'no'), (enabled) => {
        const visitor: EntryWarningFacts = { standalone: false, dismissed: false, enabled, session: 'out', country: 'NL', countries: ['NL'], route: 'index', layout: 'default' };
        expect(entryWarningDue(visitor)).toBe(true);
      }),
    );
  });

  it('fails safe: a visitor of unknown country on a site with a country restriction gets the warning', () => {
    const restrictionArb = fc.uniqueArray(countryArb, { minLength: 1, maxLength: 3 });
    const shownRouteArb = fc.constantFrom('/', '/members', '/login', '/landers/video', '/no/such/page').map(routeIdOf);
    fc.assert(
      fc.property(restrictionArb, shownRouteArb, layoutArb, (countries, route, layout) => {
        const visitor: EntryWarningFacts = { standalone: false, dismissed: false, enabled: 'yes', session: 'out', country: null, countries, route, layout };
        expect(entryWarningDue(visitor)).toBe(true);
      }),
    );
  });

  it('is due whenever every condition holds', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const visitor: EntryWarningFacts = {
          ...facts,
          standalone: false,
          dismissed: false,
          enabled: 'yes',
          session: 'out',
          countries: [],
          layout: 'default',
        };
        const hiddenRoute = visitor.route === 'complete-signup' || visitor.route === 'reset-password' || visitor.route === 'reset-password-do';
        expect(entryWarningDue(visitor)).toBe(!hiddenRoute);
      }),
    );
  });
});

const eventArb: fc.Arbitrary<EntryWarningEvent> = fc.oneof(
  fc.boolean().map((member): EntryWarningEvent => ({ type: 'session.changed', user: member ? aUser() : null })),
  fc.constantFrom(...paths).map((path): EntryWarningEvent => ({ type: 'route.changed', path })),
  layoutArb.map((layout): EntryWarningEvent => ({ type: 'layout.changed', layout })),
  fc.constant<EntryWarningEvent>({ type: 'entryWarning.confirm' }),
  fc.record({ standalone: fc.boolean(), dismissed: fc.boolean() }).map((known): EntryWarningEvent => ({ type: 'browser.known', ...known })),
);

describe('the entry warning machine under any sequence of events', () => {
  it('is open exactly while the folded facts make it due, and stores a confirmation once', async () => {
    await fc.assert(
      fc.asyncProperty(countryArb, layoutArb, fc.array(eventArb, { maxLength: 25 }), async (country, layout, events) => {
        const saved: LocalFlag[] = [];
        const actor = createActor(
          entryWarningMachine.provide({
            actors: {
              saveDismissal: fromPromise<boolean, { flag: LocalFlag }>(async ({ input }) => saved.push(input.flag) > 0),
              leaveSite: fromPromise<void, void>(async () => undefined),
            },
          }),
          {
            input: { standalone: false, dismissed: false, session: 'unknown', path: null, settings: { enable_site_entry_popup: 'yes', countries: [], geoip_country: country, geoip_selected_country: null }, layout },
          },
        ).start();
        // The facts folded from the events independently of the machine.
        let model: EntryWarningFacts = {
          standalone: false,
          dismissed: false,
          enabled: 'yes',
          session: 'unknown',
          country,
          countries: [],
          route: null,
          layout,
        };
        // Only a confirmation stores anything (a dismissal the browser reports was stored before).
        let confirmed = false;
        for (const event of events) {
          if (event.type === 'session.changed') model = { ...model, session: event.user === null ? 'out' : 'in' };
          if (event.type === 'route.changed') model = { ...model, route: routeIdOf(event.path) };
          if (event.type === 'layout.changed') model = { ...model, layout: event.layout };
          if (event.type === 'browser.known') model = { ...model, standalone: event.standalone, dismissed: model.dismissed || event.dismissed };
          if (event.type === 'entryWarning.confirm' && entryWarningDue(model)) {
            model = { ...model, dismissed: true };
            confirmed = true;
          }
          actor.send(event);
          expect(selectEntryWarningOpen(actor.getSnapshot())).toBe(entryWarningDue(model));
        }
        await flush();
        expect(saved).toEqual(confirmed ? ['hide-site-entry-warning'] : []);
      }),
    );
  });
});

describe('the entry warning machine as the page server and the browser start it', () => {
  // Both start it from the same input (app/entry-server.tsx, app/entry-warning.tsx): its first state is the
  // decision of entryWarningDue on those facts, so the server's markup and the browser's first render agree.
  it('starts open exactly when the facts of its input are due', () => {
    fc.assert(
      fc.property(factsArb, fc.constantFrom(...paths), (facts, path) => {
        const actor = createActor(entryWarningMachine, {
          input: {
            standalone: facts.standalone,
            dismissed: facts.dismissed,
            session: facts.session,
            path,
            settings: { enable_site_entry_popup: facts.enabled, countries: [...facts.countries], geoip_country: facts.country, geoip_selected_country: null },
            layout: facts.layout,
          },
        }).start();
        expect(selectEntryWarningOpen(actor.getSnapshot())).toBe(entryWarningDue({ ...facts, route: routeIdOf(path) }));
        actor.stop();
      }),
    );
  });

  it('closes after hydration for an installed app or a dismissal kept only in localStorage, and never reopens for it', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (standalone, dismissed) => {
        const actor = createActor(entryWarningMachine, {
          input: {
            standalone: false,
            dismissed: false,
            session: 'out',
            path: '/',
            settings: { enable_site_entry_popup: 'yes', countries: ['NL'], geoip_country: null, geoip_selected_country: null },
            layout: 'default',
          },
        }).start();
        expect(selectEntryWarningOpen(actor.getSnapshot())).toBe(true);
        actor.send({ type: 'browser.known', standalone, dismissed });
        expect(selectEntryWarningOpen(actor.getSnapshot())).toBe(!standalone && !dismissed);
        actor.send({ type: 'browser.known', standalone: false, dismissed: false });
        expect(selectEntryWarningOpen(actor.getSnapshot())).toBe(!dismissed);
        actor.stop();
      }),
    );
  });
});
