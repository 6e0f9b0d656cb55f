import * as E from 'fp-ts/Either';
import { assertEvent, assign, setup } from 'xstate';
import { decode } from '../../io/codec/decode';
import { companyPhoneValid } from '../../io/rules/company-phone';
import { SiteSettingsForm, siteSettingsFields, type AdminSite, type PublishSiteRequest, type SiteSettingsField } from '../../io/entities/site-admin';
import { actorError, answeredWith } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

/**
 * The form as typed: text fields as written, switches as booleans, the countries as one comma-separated line,
 * the flagged words, the company's trade names and its VAT numbers one per line.
 */
export type SiteSettingsDraft = Record<SiteSettingsField, string | boolean>;

/** One line of the preview: a setting, what it is now and what publishing makes it. */
export interface SettingChange {
  readonly field: SiteSettingsField;
  readonly before: string;
  readonly after: string;
}

export type SiteSettingsNote = 'published' | 'stale' | 'failed' | 'unchanged';

export interface SiteSettingsContext {
  readonly sites: ReadonlyArray<AdminSite>;
  readonly domain: string | null;
  readonly draft: SiteSettingsDraft | null;
  /** The fields the preview refused, in the form's order. */
  readonly invalid: ReadonlyArray<SiteSettingsField>;
  readonly changes: ReadonlyArray<SettingChange>;
  readonly note: SiteSettingsNote | null;
}

export type SiteSettingsEvent =
  | { type: 'site.select'; domain: string }
  | { type: 'field.change'; field: SiteSettingsField; value: string | boolean }
  | { type: 'settings.preview' }
  | { type: 'settings.edit' }
  | { type: 'settings.publish' }
  | { type: 'settings.reload' };

const fields = siteSettingsFields;
const numberFields = new Set<SiteSettingsField>(['niche', 'message_credits', 'photo_credits', 'gift_credits', 'signup_credits', 'message_length', 'refund_days', 'company_delete_discount']);
const lineFields = new Set<SiteSettingsField>(['flagged_words', 'company_tradenames', 'company_vat_numbers']);
const linesOf = (text: string): string[] => text.split('\n').map((line) => line.trim()).filter((line) => line !== '');

const costLine = ([country, price]: [string, { costs: number; currency: string }]): string => `${country} ${price.currency} ${price.costs.toFixed(2)}`;

const shown = (value: unknown): string => {
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'object' && value !== null ? Object.entries(value as SiteSettingsForm['minimum_message_costs']).map(costLine).join(', ') : String(value);
};

/** 'NL EUR 0,99' per line → { NL: { currency: 'EUR', costs: 0.99 } }; a line that is not one keeps its text as the key, which the form refuses. */
const costsOf = (text: string): Record<string, unknown> =>
  Object.fromEntries(linesOf(text).map((line) => {
    const match = /^([A-Za-z]{2})\s+([A-Za-z]{3})\s+(\d{1,4}(?:[.,]\d{1,2})?)$/.exec(line);
    if (match === null) return [line, null];
    const [, country = '', currency = '', costs = ''] = match;
    return [country.toUpperCase(), { currency: currency.toUpperCase(), costs: Number(costs.replace(',', '.')) }];
  }));

export const draftOf = (form: SiteSettingsForm): SiteSettingsDraft =>
  Object.fromEntries(fields.map((field) => {
    const value = form[field];
    if (lineFields.has(field) && Array.isArray(value)) return [field, value.join('\n')];
    if (field === 'minimum_message_costs') return [field, Object.entries(form.minimum_message_costs).map(costLine).join('\n')];
    return [field, typeof value === 'boolean' ? value : shown(value)];
  })) as SiteSettingsDraft;

/**
 * What the draft would publish: numbers and lists read from their text, trimmed; codes in capitals, a KvK
 * number without its spaces and dots, a VAT number also without its dashes (NL 1234.56.789.B01).
 */
const candidateOf = (draft: SiteSettingsDraft): Record<string, unknown> =>
  Object.fromEntries(fields.map((field): [string, unknown] => {
    const value = draft[field];
    if (typeof value === 'boolean') return [field, value];
    const text = value.trim();
    if (field === 'countries') return [field, text.split(/[\s,;]+/).filter((code) => code !== '').map((code) => code.toUpperCase())];
    if (field === 'minimum_message_costs') return [field, costsOf(text)];
    if (field === 'company_vat_numbers') return [field, linesOf(text).map((vat) => vat.replace(/[\s.-]/g, '').toUpperCase())];
    if (lineFields.has(field)) return [field, linesOf(text)];
    if (field === 'company_kvk') return [field, text.replace(/[\s.]/g, '')];
    if (field === 'company_country') return [field, text.toUpperCase()];
    return [field, numberFields.has(field) && /^\d+$/.test(text) ? Number(text) : text];
  }));

/**
 * The draft as the server's form, or the fields it refuses (each named once, in the form's order): the codec's,
 * and the company's phone when it is no number of its country's plan (the server checks that too).
 */
export const checkDraft = (draft: SiteSettingsDraft): { form: SiteSettingsForm } | { invalid: SiteSettingsField[] } => {
  const candidate = candidateOf(draft);
  const decoded = decode(SiteSettingsForm, candidate);
  const phone = candidate['company_support_phone'];
  const badPhone = typeof phone === 'string' && !companyPhoneValid(phone);
  if (E.isRight(decoded) && !badPhone) return { form: decoded.right };
  const named = new Set(E.isLeft(decoded) ? decoded.left.issues.map((issue) => issue.path.split('.')[0]) : []);
  if (badPhone) named.add('company_support_phone');
  return { invalid: fields.filter((field) => named.has(field)) };
};

/** The settings the draft changes, as the preview lists them. */
export const changesOf = (site: AdminSite, form: SiteSettingsForm): SettingChange[] =>
  fields
    .filter((field) => shown(site.form[field]) !== shown(form[field]))
    .map((field) => ({ field, before: shown(site.form[field]), after: shown(form[field]) }));

export const siteInView = (context: Pick<SiteSettingsContext, 'sites' | 'domain'>): AdminSite | null =>
  context.sites.find((site) => site.domain === context.domain) ?? null;

const requestOf = (context: SiteSettingsContext): PublishSiteRequest => {
  const site = siteInView(context);
  const checked = context.draft === null ? null : checkDraft(context.draft);
  if (site === null || checked === null || !('form' in checked)) throw new Error('publishing without a previewed form');
  return { domain: site.domain, basedOn: site.configuredAt, form: checked.form };
};

/** The preview's lines for a draft the guards found valid and changing. */
const previewOf = (context: SiteSettingsContext): SettingChange[] => {
  const site = siteInView(context);
  if (site === null) throw new Error('a preview without a site');
  return changesOf(site, requestOf(context).form);
};

/**
 * A site's settings in the console (issue 14, site admins): edit, preview what changes (setting, now, then),
 * publish. The preview is of the configuration read; one published by someone else meanwhile is refused
 * (409) and read again, so nobody overwrites a change they did not see.
 */
export const siteSettingsMachine = setup({
  types: {
    context: {} as SiteSettingsContext,
    events: {} as SiteSettingsEvent,
  },
  actors: {
    loadSites: promiseNotProvided<ReadonlyArray<AdminSite>>('loadSites'),
    publish: promiseNotProvided<void, PublishSiteRequest>('publish'),
  },
  actions: {
    editField: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'field.change');
        return context.draft === null ? null : { ...context.draft, [event.field]: event.value };
      },
      note: null,
    }),
  },
  guards: {
    draftValid: ({ context }) => context.draft !== null && 'form' in checkDraft(context.draft),
    draftChanges: ({ context }) => {
      const site = siteInView(context);
      const checked = context.draft === null ? null : checkDraft(context.draft);
      return site !== null && checked !== null && 'form' in checked && changesOf(site, checked.form).length > 0;
    },
    knownSite: ({ context, event }) => {
      assertEvent(event, 'site.select');
      return context.sites.some((site) => site.domain === event.domain);
    },
    conflict: (_, error: unknown) => answeredWith(error, 409),
  },
}).createMachine({
  id: 'siteSettings',
  context: { sites: [], domain: null, draft: null, invalid: [], changes: [], note: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSites',
        src: 'loadSites',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const site = event.output.find((entry) => entry.domain === context.domain) ?? event.output[0] ?? null;
            return { sites: event.output, domain: site?.domain ?? null, draft: site === null ? null : draftOf(site.form), invalid: [], changes: [] };
          }),
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'settings.reload': 'loading' },
    },
    editing: {
      initial: 'valid',
      on: {
        'field.change': { target: '.valid', actions: 'editField' },
        'site.select': {
          guard: 'knownSite',
          target: '.valid',
          actions: assign(({ context, event }) => {
            const site = context.sites.find((entry) => entry.domain === event.domain);
            return { domain: event.domain, draft: site === undefined ? null : draftOf(site.form), invalid: [], note: null };
          }),
        },
        'settings.preview': [
          { guard: 'draftChanges', target: 'previewing', actions: assign(({ context }) => ({ changes: previewOf(context), note: null })) },
          { guard: 'draftValid', target: '.valid', actions: assign({ note: 'unchanged' }) },
          {
            target: '.invalid',
            actions: assign({
              invalid: ({ context }) => {
                const checked = context.draft === null ? null : checkDraft(context.draft);
                return checked !== null && 'invalid' in checked ? checked.invalid : [];
              },
            }),
          },
        ],
        'settings.reload': 'loading',
      },
      states: {
        valid: { entry: assign({ invalid: [] }) },
        invalid: {},
      },
    },
    previewing: {
      on: {
        'settings.edit': 'editing',
        'settings.publish': 'publishing',
      },
    },
    publishing: {
      invoke: {
        id: 'publish',
        src: 'publish',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'loading', actions: assign({ note: 'published', changes: [] }) },
        onError: [
          { guard: { type: 'conflict', params: actorError }, target: 'loading', actions: assign({ note: 'stale', changes: [] }) },
          { target: 'previewing', actions: assign({ note: 'failed' }) },
        ],
      },
    },
  },
});
