import * as E from 'fp-ts/Either';
import { assertEvent, assign, setup } from 'xstate';
import { decode } from '../../io/codec/decode';
import { IsoDate } from '../../io/codec/primitives';
import type { AdminCatalogue, CreateCodeRequest, ExpireCodeRequest } from '../../io/entities/catalogue-admin';
import { PaymentMethod } from '../../io/entities/payment-method';
import { Currency, DiscountRule } from '../../io/entities/site-catalogue';
import { actorError, answeredWith, httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

export const codeDraftFields = ['code', 'percentage', 'validity', 'country', 'minimumOrderValue', 'expires', 'paymentMethods'] as const;
export type CodeDraftField = (typeof codeDraftFields)[number];

/** The fields typed or chosen as text: `country` '' is any country, `expires` '' no end (else a day, YYYY-MM-DD). */
export type CodeTextField = Exclude<CodeDraftField, 'paymentMethods'>;

export type CodeDraft = Record<CodeTextField, string> & { readonly paymentMethods: ReadonlyArray<PaymentMethod> };

export const allMethods: ReadonlyArray<PaymentMethod> = Object.keys(PaymentMethod.keys).filter(PaymentMethod.is);

/** A new code starts once per member, any country, from any order, without end, with every payment method. */
const emptyDraft: CodeDraft = { code: '', percentage: '', validity: 'once', country: '', minimumOrderValue: '0', expires: '', paymentMethods: allMethods };

/** Why the screen says something: a code created or ended, a publication by someone else meanwhile, or a failure. */
export type DiscountCodesNote = 'created' | 'ended' | 'exists' | 'stale' | 'publishFailed' | 'endFailed';

export interface DiscountCodesContext {
  readonly sites: ReadonlyArray<AdminCatalogue>;
  /** When the catalogues were read: a code's status (ended or not) is as of then. */
  readonly readAt: string;
  readonly domain: string | null;
  readonly draft: CodeDraft;
  /** The fields the preview refused, in the form's order. */
  readonly invalid: ReadonlyArray<CodeDraftField>;
  /** The rule previewed, as it will be published. */
  readonly preview: DiscountRule | null;
  /** The code whose end is being confirmed. */
  readonly ending: string | null;
  readonly note: DiscountCodesNote | null;
}

export type DiscountCodesEvent =
  | { type: 'site.select'; domain: string }
  | { type: 'codes.reload' }
  | { type: 'codes.new' }
  | { type: 'codes.cancel' }
  | { type: 'draft.field'; field: CodeTextField; value: string }
  | { type: 'draft.method'; method: PaymentMethod; on: boolean }
  | { type: 'codes.preview' }
  | { type: 'codes.edit' }
  | { type: 'codes.publish' }
  | { type: 'code.end'; code: string }
  | { type: 'end.confirm' }
  | { type: 'end.cancel' };

export type CodeStatus = 'active' | 'ended' | 'inactive';

/** A code as members meet it at `at`: switched off, past its end, or usable. */
export const codeStatus = (rule: DiscountRule, at: string): CodeStatus => {
  if (!rule.active) return 'inactive';
  return rule.expires !== null && Date.parse(rule.expires) <= Date.parse(at) ? 'ended' : 'active';
};

/** A whole number as typed, or the text itself (which the codec then refuses). */
const numberOf = (text: string): number | string => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

/**
 * The end of the chosen day where the admin is (midnight after it, in the browser's time zone): a code "until
 * 31 December" works all of that day. A day that is not one stays as typed, so the codec names the field.
 */
const expiresOf = (day: string): string | null => {
  if (day === '') return null;
  if (!IsoDate.is(day)) return day;
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + 1).toISOString();
};

/**
 * The draft as the rule to publish, or the fields refused (in the form's order) and whether the code is one
 * the site has already (also an ended one: its use stays its own). Beyond the codec: the country must be one
 * of the site's, and the end must come after the catalogues were read.
 */
export const checkCodeDraft = (
  draft: CodeDraft,
  site: AdminCatalogue,
  readAt: string,
): { rule: DiscountRule } | { invalid: CodeDraftField[]; exists: boolean } => {
  const code = draft.code.trim().toUpperCase();
  const decoded = decode(DiscountRule, {
    code, percentage: numberOf(draft.percentage), validity: draft.validity, country: draft.country === '' ? null : draft.country,
    minimumOrderValue: numberOf(draft.minimumOrderValue), expires: expiresOf(draft.expires), active: true,
    paymentMethods: allMethods.filter((method) => draft.paymentMethods.includes(method)),
  });
  const exists = site.codes.some((entry) => entry.rule.code === code);
  const refused = new Set<string>(E.isLeft(decoded) ? decoded.left.issues.map((issue) => issue.path.split('.')[0] ?? '') : []);
  if (exists) refused.add('code');
  if (draft.country !== '' && !Object.hasOwn(site.countryCurrencies, draft.country)) refused.add('country');
  const expires = expiresOf(draft.expires);
  if (expires !== null && Date.parse(expires) <= Date.parse(readAt)) refused.add('expires');
  if (E.isRight(decoded) && refused.size === 0) return { rule: decoded.right };
  return { invalid: codeDraftFields.filter((field) => refused.has(field)), exists };
};

/** One package as a code changes it: a smaller order than the code's minimum keeps its price (as the server rounds it). */
export interface PriceWithCode {
  readonly credits: number;
  readonly amount: number;
  readonly withCode: number;
}

/**
 * What members pay with the code, per currency it reaches: its country's, or for any country those of the site's
 * countries (EUR when the site names none, as the server does for a country it does not list).
 */
export const pricesWithCode = (site: AdminCatalogue, rule: DiscountRule): ReadonlyArray<{ currency: Currency; packages: PriceWithCode[] }> => {
  const reached = rule.country === null ? Object.values(site.countryCurrencies) : [site.countryCurrencies[rule.country] ?? 'EUR'];
  const currencies = [...new Set(reached.length === 0 ? ['EUR'] : reached)].filter(Currency.is);
  return currencies.map((currency) => ({
    currency,
    packages: site.catalogue.packages[currency].map((pkg) => ({
      credits: pkg.credits,
      amount: pkg.amount,
      withCode: pkg.amount < rule.minimumOrderValue * 100 ? pkg.amount : Math.round((pkg.amount * (100 - rule.percentage)) / 100),
    })),
  }));
};

export const codesSiteInView = (context: Pick<DiscountCodesContext, 'sites' | 'domain'>): AdminCatalogue | null =>
  context.sites.find((site) => site.domain === context.domain) ?? null;

const checkedDraft = (context: DiscountCodesContext) => {
  const site = codesSiteInView(context);
  return site === null ? null : checkCodeDraft(context.draft, site, context.readAt);
};

const basedOnOf = (context: DiscountCodesContext): { domain: string; basedOn: string } => {
  const site = codesSiteInView(context);
  if (site === null) throw new Error('a change without a site');
  return { domain: site.domain, basedOn: site.configuredAt };
};

const createRequestOf = (context: DiscountCodesContext): CreateCodeRequest => {
  if (context.preview === null) throw new Error('publishing without a preview');
  return { ...basedOnOf(context), rule: context.preview };
};

const expireRequestOf = (context: DiscountCodesContext): ExpireCodeRequest => {
  if (context.ending === null) throw new Error('ending no code');
  return { ...basedOnOf(context), code: context.ending };
};

/**
 * A site's discount codes in the console (issue 14, site admins): the codes with their use, a new one typed,
 * previewed (what members pay with it) and published, an active one ended now after a confirmation. Each change is
 * based on the configuration read: one published by someone else meanwhile is refused (409) and read again, the
 * draft kept.
 */
export const discountCodesMachine = setup({
  types: {
    context: {} as DiscountCodesContext,
    events: {} as DiscountCodesEvent,
  },
  actors: {
    loadCatalogues: promiseNotProvided<{ sites: ReadonlyArray<AdminCatalogue>; readAt: string }>('loadCatalogues'),
    createCode: promiseNotProvided<void, CreateCodeRequest>('createCode'),
    expireCode: promiseNotProvided<void, ExpireCodeRequest>('expireCode'),
  },
  actions: {
    editField: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'draft.field');
        return { ...context.draft, [event.field]: event.value };
      },
    }),
    toggleMethod: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'draft.method');
        const others = context.draft.paymentMethods.filter((method) => method !== event.method);
        return { ...context.draft, paymentMethods: event.on ? [...others, event.method] : others };
      },
    }),
    markInvalid: assign(({ context }) => {
      const checked = checkedDraft(context);
      return checked === null || 'rule' in checked ? { invalid: [], note: null } : { invalid: checked.invalid, note: checked.exists ? 'exists' as const : null };
    }),
    dropDraft: assign({ draft: emptyDraft, invalid: [], preview: null }),
  },
  guards: {
    draftValid: ({ context }) => {
      const checked = checkedDraft(context);
      return checked !== null && 'rule' in checked;
    },
    siteChosen: ({ context }) => codesSiteInView(context) !== null,
    knownSite: ({ context, event }) => {
      assertEvent(event, 'site.select');
      return context.sites.some((site) => site.domain === event.domain);
    },
    activeCode: ({ context, event }) => {
      assertEvent(event, 'code.end');
      const found = codesSiteInView(context)?.codes.find((entry) => entry.rule.code === event.code);
      return found !== undefined && codeStatus(found.rule, context.readAt) === 'active';
    },
    codeExists: (_, error: unknown) => {
      const failure = httpFailureOf(error);
      return failure.kind === 'http' && failure.status === 409 && failure.body?.field === 'code';
    },
    conflict: (_, error: unknown) => answeredWith(error, 409),
  },
}).createMachine({
  id: 'discountCodes',
  context: { sites: [], readAt: new Date(0).toISOString(), domain: null, draft: emptyDraft, invalid: [], preview: null, ending: null, note: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCatalogues',
        src: 'loadCatalogues',
        onDone: {
          target: 'list',
          actions: assign(({ context, event }) => {
            const site = event.output.sites.find((entry) => entry.domain === context.domain) ?? event.output.sites[0] ?? null;
            return { sites: event.output.sites, readAt: event.output.readAt, domain: site?.domain ?? null, ending: null };
          }),
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'codes.reload': 'loading' },
    },
    list: {
      on: {
        'site.select': { guard: 'knownSite', actions: [assign(({ event }) => ({ domain: event.domain, note: null })), 'dropDraft'] },
        'codes.new': { guard: 'siteChosen', target: 'drafting', actions: assign({ note: null }) },
        'code.end': { guard: 'activeCode', target: 'confirmingEnd', actions: assign(({ event }) => ({ ending: event.code, note: null })) },
        'codes.reload': { target: 'loading', actions: assign({ note: null }) },
      },
    },
    drafting: {
      initial: 'editing',
      on: {
        'draft.field': { target: '.editing', actions: 'editField' },
        'draft.method': { target: '.editing', actions: 'toggleMethod' },
        'codes.preview': [
          {
            guard: 'draftValid',
            target: 'previewing',
            actions: assign(({ context }) => {
              const checked = checkedDraft(context);
              return { preview: checked !== null && 'rule' in checked ? checked.rule : null, note: null };
            }),
          },
          { target: '.invalid', actions: 'markInvalid' },
        ],
        'codes.cancel': { target: 'list', actions: ['dropDraft', assign({ note: null })] },
      },
      states: {
        editing: { entry: assign({ invalid: [] }) },
        invalid: {},
      },
    },
    previewing: {
      on: {
        'codes.edit': 'drafting',
        'codes.publish': 'publishing',
      },
    },
    publishing: {
      invoke: {
        id: 'createCode',
        src: 'createCode',
        input: ({ context }) => createRequestOf(context),
        onDone: { target: 'loading', actions: ['dropDraft', assign({ note: 'created' })] },
        onError: [
          { guard: { type: 'codeExists', params: actorError }, target: 'drafting.invalid', actions: assign({ invalid: ['code'], note: 'exists' }) },
          // The draft stays: "new code" brings it back to be previewed against what was published meanwhile.
          { guard: { type: 'conflict', params: actorError }, target: 'loading', actions: assign({ note: 'stale', preview: null }) },
          { target: 'previewing', actions: assign({ note: 'publishFailed' }) },
        ],
      },
    },
    confirmingEnd: {
      on: {
        'end.confirm': 'ending',
        'end.cancel': { target: 'list', actions: assign({ ending: null, note: null }) },
      },
    },
    ending: {
      invoke: {
        id: 'expireCode',
        src: 'expireCode',
        input: ({ context }) => expireRequestOf(context),
        onDone: { target: 'loading', actions: assign({ note: 'ended' }) },
        onError: [
          { guard: { type: 'conflict', params: actorError }, target: 'loading', actions: assign({ note: 'stale' }) },
          { target: 'confirmingEnd', actions: assign({ note: 'endFailed' }) },
        ],
      },
    },
  },
});
