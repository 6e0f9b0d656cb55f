import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { AdminCatalogue, PublishPackagesRequest } from '../../../io/entities/catalogue-admin';
import type { Catalogue, PriceList } from '../../../io/entities/site-catalogue';
import { currencies } from '../../../io/entities/site-catalogue';
import { checkRows, minorUnitsOf, rowsOf } from '../../../machines/staff/package-prices-draft';
import { packagePricesMachine } from '../../../machines/staff/package-prices.machine';
import { selectCountriesPaying, selectPackagePricesPhase } from '../../../machines/staff/package-prices-selectors';
import { done, failed, flush, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';

const euro: PriceList = [
  { credits: 10, amount: 1499, popular: false },
  { credits: 60, amount: 5999, popular: true },
];
const catalogue: Catalogue = {
  packages: Object.fromEntries(currencies.map((currency) => [currency, euro])) as Catalogue['packages'],
  codes: [],
};
const aSite = (domain = 'localhost', configuredAt = '2026-11-26T10:00:00.000Z'): AdminCatalogue => ({
  domain, configuredAt, catalogue, countryCurrencies: { NL: 'EUR', BE: 'EUR', GB: 'GBP' }, codes: [],
});

describe('package prices machine, model-based', () => {
  it('reaches every declared transition; a preview always lists a change, and problems are shown only while editing', () => {
    const provided = packagePricesMachine.provide({ actors: { loadCatalogues: pending(), publish: pending() } });
    const exploration = exploreEveryTransition(provided, {
      events: [
        done('loadCatalogues', [aSite(), aSite('flirt.localhost')]),
        failed('loadCatalogues', { kind: 'network' }),
        { type: 'prices.reload' },
        { type: 'site.select', domain: 'flirt.localhost' },
        { type: 'site.select', domain: 'elsewhere.test' },
        { type: 'currency.select', currency: 'GBP' },
        { type: 'currency.select', currency: 'XXX' },
        { type: 'row.change', row: 0, field: 'price', value: '12,50' },
        { type: 'row.change', row: 1, field: 'credits', value: 'zestig' },
        { type: 'row.recommend', row: 0 },
        { type: 'row.add' },
        { type: 'row.remove', row: 1 },
        { type: 'prices.preview' },
        { type: 'prices.edit' },
        { type: 'prices.publish' },
        done('publish', undefined),
        failed('publish', { kind: 'http', status: 409, body: { error: 'conflict' } }),
        failed('publish', { kind: 'network' }),
      ],
      check: (snapshot: SnapshotFrom<typeof packagePricesMachine>) => {
        if (snapshot.matches('previewing')) expect(snapshot.context.changes.length).toBeGreaterThan(0);
        if (snapshot.matches('previewing') || snapshot.matches('publishing')) expect([snapshot.context.invalid, snapshot.context.problem]).toEqual([[], null]);
        expect(snapshot.context.rows.length).toBeLessThanOrEqual(6);
      },
      // Keeps the drafts few: the other site and currency only from the rows as read, edits only on the first site's euros, a third row at most.
      bound: (snapshot, event) => {
        const { context } = snapshot as SnapshotFrom<typeof packagePricesMachine>;
        const asRead = JSON.stringify(context.rows) === JSON.stringify(rowsOf(euro));
        const home = context.domain === 'localhost' && context.currency === 'EUR';
        switch (event.type) {
          case 'site.select':
          case 'currency.select':
            return home && asRead;
          case 'row.add':
            return home && context.rows.length < 3;
          case 'row.change':
          case 'row.recommend':
            return home && context.rows.length === 2;
          default:
            return true;
        }
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});

describe('package rows', () => {
  it('reads prices with a comma or a point and at most two decimals, in minor units', () => {
    expect([minorUnitsOf('14.99'), minorUnitsOf('14,9'), minorUnitsOf(' 15 '), minorUnitsOf('0'), minorUnitsOf('1.999'), minorUnitsOf('-3')]).toEqual([1499, 1490, 1500, null, null, null]);
  });

  it('gives back every price list it was made from, smallest first', () => {
    const list = fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 6 }).chain((credits) =>
      fc.tuple(fc.constant(credits), fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: credits.length, maxLength: credits.length }), fc.nat(credits.length - 1)));
    fc.assert(fc.property(list, ([credits, amounts, popular]) => {
      const prices = credits.map((n, i) => ({ credits: n, amount: amounts[i] ?? 1, popular: i === popular })).sort((a, b) => a.credits - b.credits);
      expect(checkRows(rowsOf([...prices].reverse()))).toEqual({ list: prices });
    }));
  });

  it('names each bad cell and the list\'s own problem', () => {
    const rows = rowsOf(euro);
    expect(checkRows(rows.map((row, i) => (i === 0 ? { ...row, credits: 'tien' } : { ...row, price: '0' })))).toEqual({
      rows: [{ row: 0, field: 'credits' }, { row: 1, field: 'price' }], list: null, problem: null,
    });
    expect(checkRows(rows.map((row) => ({ ...row, credits: '10' })))).toMatchObject({ problem: 'duplicate' });
    expect(checkRows(rows.map((row) => ({ ...row, popular: true })))).toMatchObject({ problem: 'popular' });
    expect(checkRows([])).toMatchObject({ problem: 'count' });
  });
});

describe('package prices in use', () => {
  it('previews a new price, publishes the currency\'s list based on the catalogue read, and reads it again', async () => {
    const published: PublishPackagesRequest[] = [];
    let sites = [aSite()];
    const actor = createActor(packagePricesMachine.provide({
      actors: {
        loadCatalogues: fromPromise<ReadonlyArray<AdminCatalogue>, void>(async () => sites),
        publish: fromPromise(async ({ input }: { input: PublishPackagesRequest }) => {
          published.push(input);
          sites = [{ ...aSite('localhost', '2026-11-26T11:00:00.000Z'), catalogue: { ...catalogue, packages: { ...catalogue.packages, [input.currency]: input.packages } } }];
        }),
      },
    })).start();
    await flush();
    expect(actor.getSnapshot().context.currency).toBe('EUR');
    expect(selectCountriesPaying(actor.getSnapshot())).toEqual(['NL', 'BE']);
    actor.send({ type: 'prices.preview' });
    expect(actor.getSnapshot().context.note).toBe('unchanged');
    actor.send({ type: 'row.change', row: 0, field: 'price', value: '12,50' });
    actor.send({ type: 'row.add' });
    actor.send({ type: 'row.change', row: 2, field: 'credits', value: '25' });
    actor.send({ type: 'row.change', row: 2, field: 'price', value: '29.99' });
    actor.send({ type: 'prices.preview' });
    expect(actor.getSnapshot().context.changes).toEqual([
      { credits: 10, before: euro[0], after: { credits: 10, amount: 1250, popular: false } },
      { credits: 25, before: null, after: { credits: 25, amount: 2999, popular: false } },
      { credits: 60, before: euro[1], after: euro[1] },
    ]);
    actor.send({ type: 'prices.publish' });
    await flush();
    expect(published).toEqual([{
      domain: 'localhost', basedOn: '2026-11-26T10:00:00.000Z', currency: 'EUR',
      packages: [{ credits: 10, amount: 1250, popular: false }, { credits: 25, amount: 2999, popular: false }, euro[1]],
    }]);
    expect(selectPackagePricesPhase(actor.getSnapshot())).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ note: 'published', rows: [{ price: '12.50' }, { credits: '25' }, { credits: '60' }] });
    actor.stop();
  });
});
