import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { AdminCatalogue, CreateCodeRequest, ExpireCodeRequest } from '../../../io/entities/catalogue-admin';
import { allMethods, checkCodeDraft, codeStatus, discountCodesMachine, pricesWithCode, type CodeDraft } from '../../../machines/staff/discount-codes.machine';
import { selectDiscountCodesPhase } from '../../../machines/staff/selectors';
import { done, failed, flush, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';
import { aRule, anAdminCatalogue, readAt } from './discount-code-fixtures';

const conflict = (field?: string) => ({ kind: 'http', status: 409, body: field === undefined ? { error: 'conflict' } : { error: 'conflict', field } });

describe('discount codes machine, model-based', () => {
  it('reaches every declared transition; a preview is always of a new, valid code, and only an active code is asked to end', () => {
    const provided = discountCodesMachine.provide({ actors: { loadCatalogues: pending(), createCode: pending(), expireCode: pending() } });
    const exploration = exploreEveryTransition(provided, {
      events: [
        done('loadCatalogues', { sites: [anAdminCatalogue(), anAdminCatalogue('flirt.localhost')], readAt }),
        failed('loadCatalogues', { kind: 'network' }),
        { type: 'codes.reload' },
        { type: 'site.select', domain: 'flirt.localhost' },
        { type: 'site.select', domain: 'elsewhere.test' },
        { type: 'codes.new' },
        { type: 'codes.cancel' },
        { type: 'draft.field', field: 'code', value: 'spring20' },
        { type: 'draft.field', field: 'code', value: 'FLIRT10' },
        { type: 'draft.field', field: 'percentage', value: '20' },
        { type: 'draft.method', method: 'ideal', on: false },
        { type: 'codes.preview' },
        { type: 'codes.edit' },
        { type: 'codes.publish' },
        done('createCode', undefined),
        failed('createCode', conflict('code')),
        failed('createCode', conflict()),
        failed('createCode', { kind: 'network' }),
        { type: 'code.end', code: 'FLIRT10' },
        { type: 'code.end', code: 'OLD5' },
        { type: 'end.confirm' },
        { type: 'end.cancel' },
        done('expireCode', undefined),
        failed('expireCode', conflict()),
        failed('expireCode', { kind: 'network' }),
      ],
      check: (snapshot: SnapshotFrom<typeof discountCodesMachine>) => {
        const { context } = snapshot;
        const site = context.sites.find((entry) => entry.domain === context.domain);
        if (snapshot.matches('previewing')) {
          expect(context.preview?.code).toBe('SPRING20');
          expect(site?.codes.some((entry) => entry.rule.code === context.preview?.code)).toBe(false);
        }
        if (snapshot.matches({ drafting: 'invalid' })) expect(context.invalid.length).toBeGreaterThan(0);
        if (snapshot.matches('confirmingEnd')) expect(context.ending).toBe('FLIRT10');
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});

const draft = (fields: Partial<CodeDraft> = {}): CodeDraft => ({
  code: 'spring20', percentage: '20', validity: 'once', country: 'NL', minimumOrderValue: '25', expires: '2026-12-31', paymentMethods: ['paypal', 'ideal'], ...fields,
});

describe('a new discount code', () => {
  it('is read from the form: the code upper case, numbers from their text, the end at midnight after the chosen day where the admin is', () => {
    const checked = checkCodeDraft(draft(), anAdminCatalogue(), readAt);
    if (!('rule' in checked)) throw new Error(`refused: ${checked.invalid.join(', ')}`);
    const { expires, ...rule } = checked.rule;
    expect(rule).toEqual({ code: 'SPRING20', percentage: 20, validity: 'once', country: 'NL', minimumOrderValue: 25, active: true, paymentMethods: ['ideal', 'paypal'] });
    const end = new Date(expires ?? '');
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([2027, 0, 1, 0, 0]);
    expect(checkCodeDraft(draft({ country: '', expires: '' }), anAdminCatalogue(), readAt)).toMatchObject({ rule: { country: null, expires: null } });
  });

  it('names every refused field: the codec’s, a country the site does not have, an end already past, a code the site has', () => {
    const site = anAdminCatalogue();
    expect(checkCodeDraft(draft({ code: 'x', percentage: '95', country: 'DE', minimumOrderValue: 'tien', expires: '2026-11-01', paymentMethods: [] }), site, readAt)).toEqual({
      invalid: ['code', 'percentage', 'country', 'minimumOrderValue', 'expires', 'paymentMethods'], exists: false,
    });
    expect(checkCodeDraft(draft({ code: 'STAY-12345678' }), site, readAt)).toEqual({ invalid: ['code'], exists: false });
    // An ended code is the site's still: its use stays its own.
    expect(checkCodeDraft(draft({ code: ' old5 ' }), site, readAt)).toEqual({ invalid: ['code'], exists: true });
  });

  it('previews what members pay: per currency the code reaches, packages under the minimum at their price', () => {
    const site = anAdminCatalogue();
    expect(pricesWithCode(site, aRule('NL20', { percentage: 20, country: 'NL', minimumOrderValue: 20 }))).toEqual([
      { currency: 'EUR', packages: [{ credits: 10, amount: 1499, withCode: 1499 }, { credits: 25, amount: 2999, withCode: 2399 }] },
    ]);
    expect(pricesWithCode(site, aRule('ALL10')).map((prices) => [prices.currency, prices.packages.map((pkg) => pkg.withCode)])).toEqual([['EUR', [1349, 2699]], ['GBP', [1349, 2699]]]);
  });

  it('is active until it ends or is switched off', () => {
    expect(anAdminCatalogue().codes.map((entry) => codeStatus(entry.rule, readAt))).toEqual(['active', 'active', 'ended', 'inactive']);
  });
});

describe('discount codes on a site', () => {
  /** The machine on a site in memory: a creation adds the code and moves configuredAt; `answers` fail the next calls. */
  const start = (answers: unknown[] = []) => {
    const created: CreateCodeRequest[] = [];
    const expired: ExpireCodeRequest[] = [];
    let site: AdminCatalogue = anAdminCatalogue();
    const answer = () => {
      const next = answers.shift();
      if (next !== undefined) throw next;
    };
    const actor = createActor(discountCodesMachine.provide({
      actors: {
        loadCatalogues: fromPromise<{ sites: ReadonlyArray<AdminCatalogue>; readAt: string }, void>(async () => ({ sites: [site], readAt })),
        createCode: fromPromise(async ({ input }: { input: CreateCodeRequest }) => {
          answer();
          created.push(input);
          site = { ...site, configuredAt: '2026-11-26T10:30:00.000Z', codes: [...site.codes, { rule: input.rule, paidPayments: 0, revenue: [] }] };
        }),
        expireCode: fromPromise(async ({ input }: { input: ExpireCodeRequest }) => {
          answer();
          expired.push(input);
        }),
      },
    })).start();
    return { actor, created, expired };
  };

  const typeCode = (actor: ReturnType<typeof start>['actor'], code: string) => {
    actor.send({ type: 'codes.new' });
    actor.send({ type: 'draft.field', field: 'code', value: code });
    actor.send({ type: 'draft.field', field: 'percentage', value: '15' });
    actor.send({ type: 'codes.preview' });
  };

  it('publishes a previewed code based on the configuration read, then reads the codes again', async () => {
    const { actor, created } = start();
    await flush();
    typeCode(actor, 'herfst15');
    expect(actor.getSnapshot().context.preview).toEqual({
      code: 'HERFST15', percentage: 15, validity: 'once', country: null, minimumOrderValue: 0, expires: null, active: true, paymentMethods: allMethods,
    });
    actor.send({ type: 'codes.publish' });
    await flush();
    expect(created).toEqual([{ domain: 'localhost', basedOn: '2026-11-26T09:00:00.000Z', rule: actor.getSnapshot().context.sites[0]?.codes[4]?.rule }]);
    expect(selectDiscountCodesPhase(actor.getSnapshot())).toBe('list');
    expect(actor.getSnapshot().context).toMatchObject({ note: 'created', draft: { code: '' } });
    actor.stop();
  });

  const previewAndPublish = async (actor: ReturnType<typeof start>['actor']) => {
    actor.send({ type: 'codes.preview' });
    actor.send({ type: 'codes.publish' });
    await flush();
  };

  it('names the code field when the server has the code, keeps the draft over a stale site, and offers publishing again after a failure', async () => {
    const { actor, created } = start([conflict('code'), conflict(), { kind: 'network' }]);
    await flush();
    typeCode(actor, 'WINTER15');
    actor.send({ type: 'codes.publish' });
    await flush();
    expect(actor.getSnapshot().matches({ drafting: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ invalid: ['code'], note: 'exists' });

    await previewAndPublish(actor);
    expect(selectDiscountCodesPhase(actor.getSnapshot())).toBe('list');
    expect(actor.getSnapshot().context.note).toBe('stale');
    actor.send({ type: 'codes.new' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ code: 'WINTER15', percentage: '15' });

    await previewAndPublish(actor);
    expect(selectDiscountCodesPhase(actor.getSnapshot())).toBe('previewing');
    expect(actor.getSnapshot().context.note).toBe('publishFailed');
    actor.send({ type: 'codes.publish' });
    await flush();
    expect(created.map((request) => request.rule.code)).toEqual(['WINTER15']);
    actor.stop();
  });

  it('ends an active code after the confirmation, and asks again when ending failed', async () => {
    const { actor, expired } = start([{ kind: 'network' }]);
    await flush();
    actor.send({ type: 'code.end', code: 'OLD5' });
    expect(selectDiscountCodesPhase(actor.getSnapshot())).toBe('list');
    actor.send({ type: 'code.end', code: 'FLIRT10' });
    actor.send({ type: 'end.confirm' });
    await flush();
    expect(selectDiscountCodesPhase(actor.getSnapshot())).toBe('confirmingEnd');
    expect(actor.getSnapshot().context.note).toBe('endFailed');
    actor.send({ type: 'end.confirm' });
    await flush();
    expect(expired).toEqual([{ domain: 'localhost', basedOn: '2026-11-26T09:00:00.000Z', code: 'FLIRT10' }]);
    expect(actor.getSnapshot().context).toMatchObject({ note: 'ended', ending: null });
    actor.stop();
  });
});
