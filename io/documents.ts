import * as t from 'io-ts';

/**
 * The legal and help texts of spec §1, one Markdown file per document and language
 * (locales/pages/<locale>/<document>.md), compiled by scripts/compile-documents.ts into the block tree
 * below. The long texts live here; the short ones that sit inside a screen's own wording (the site-entry
 * warning, the footer disclaimer, the US 2257 statement) are ICU messages of their screens.
 */
/**
 * The documents that are pages of their own, /pages/{name} (the route table re-exports them); here in io/ so
 * the server knows them too (a mail's signed link to one, server/modules/mail/page-links.ts).
 */
export const legalPages = ['terms', 'privacy', 'cookies', 'ban', 'faq', 'return-policy', 'service', 'chat-pal'] as const;
export type LegalPage = (typeof legalPages)[number];

export const documentNames = [
  ...legalPages,
  // Shown inside a screen: /complaints, the deletion flow, the banned-login notice, /pricing, /premium, the push settings.
  'complaints', 'account-delete', 'banned-login', 'pricing', 'premium', 'push-error',
] as const;
export const DocumentName = t.keyof(Object.fromEntries(documentNames.map((name) => [name, null])) as Record<DocumentName, null>);
export type DocumentName = (typeof documentNames)[number];

/**
 * The facts a text may name as {fact}: the site's settings and its company's info (GET
 * /api/companyinfo.php), never written into a text. A {name} outside this list fails the build.
 */
export const documentFacts = [
  'site', 'domain', 'support_email', 'support_phone',
  'company_name', 'company_address', 'company_city', 'company_country', 'company_kvk', 'company_vat_numbers', 'company_tradenames',
  'terms_date', 'refund_days', 'delete_discount', 'reactivation_days', 'minimum_age',
  'free_photos', 'premium_photos', 'message_credits', 'photo_credits', 'gift_credits', 'signup_credits', 'message_length',
  'bonus_hours', 'bonus_percentage',
] as const;
export type DocumentFact = (typeof documentFacts)[number];
export const DocumentFact = t.keyof(Object.fromEntries(documentFacts.map((name) => [name, null])) as Record<DocumentFact, null>);

export interface TextRun { readonly t: 'text'; readonly v: string }
export interface FactRun { readonly t: 'fact'; readonly name: DocumentFact }
export interface StyledRun { readonly t: 'strong' | 'em'; readonly c: ReadonlyArray<Inline> }
/** A link: a path of this site ('/pages/privacy'), a mailto: or an https: address. */
export interface LinkRun { readonly t: 'link'; readonly href: string; readonly c: ReadonlyArray<Inline> }
export type Inline = TextRun | FactRun | StyledRun | LinkRun;

export const Inline: t.Type<Inline> = t.recursion('Inline', () =>
  t.union([
    t.type({ t: t.literal('text'), v: t.string }),
    t.type({ t: t.literal('fact'), name: DocumentFact }),
    t.type({ t: t.union([t.literal('strong'), t.literal('em')]), c: t.readonlyArray(Inline) }),
    t.type({ t: t.literal('link'), href: t.string, c: t.readonlyArray(Inline) }),
  ]),
);

/** A block: a section heading (## is 2, ### is 3), a paragraph, or a list whose items are runs of text. */
export const Block = t.union([
  t.type({ t: t.literal('heading'), level: t.union([t.literal(2), t.literal(3)]), c: t.readonlyArray(Inline) }),
  t.type({ t: t.literal('paragraph'), c: t.readonlyArray(Inline) }),
  t.type({ t: t.literal('list'), ordered: t.boolean, items: t.readonlyArray(t.readonlyArray(Inline)) }),
]);
export type Block = t.TypeOf<typeof Block>;

export const CompiledDocument = t.readonlyArray(Block);
export type CompiledDocument = t.TypeOf<typeof CompiledDocument>;

/** Spec §9: the terms' version date is this, or the company's `added` date when that is later. */
export const defaultTermsDate = '2023-12-01T12:00:00Z';
