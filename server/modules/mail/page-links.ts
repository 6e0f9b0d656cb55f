import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LegalPage } from '../../../io/documents';
import type { Locale } from '../../../io/entities/locale';
import { languageCookieDays, languageCookieName } from '../../../io/page';
import type { Queryable } from '../../db/database';
import type { Paragraph } from './compose';
import { isPageLinkShaped, loadSigningKey, pageLinkToken, pageOfLinkToken, type SigningKey } from './signing';
import { mailText, type MailTextId } from './texts';

/**
 * A mail's link to a legal or help page opens it in the mail's language on any device: `/<locale>.<page>.<mac>`
 * (signing.ts) sets the language cookie as the language menu does and sends the browser on to /pages/<page>.
 */
const pageLink = (key: SigningKey, origin: string, locale: Locale, page: LegalPage): string => `${origin}/${pageLinkToken(key, locale, page)}`;

const closingLinks: ReadonlyArray<{ readonly page: LegalPage; readonly label: MailTextId }> = [
  { page: 'terms', label: 'legal.terms' },
  { page: 'privacy', label: 'legal.privacy' },
];

/** The links a mail ends with, after its signature: the terms and the privacy statement, in the mail's language. */
export const legalLinks = async (q: Queryable, origin: string, language: Locale): Promise<Paragraph[]> => {
  const key = await loadSigningKey(q);
  return closingLinks.map(({ page, label }) => ({ href: pageLink(key, origin, language, page), label: mailText(language, label, {}) }));
};

/** The token of a URL whose path is one segment of a page link's shape (its query aside); else null. */
export const pageLinkTokenOf = (url: string): string | null => {
  const segment = (url.split('?', 1)[0] ?? '').slice(1);
  return isPageLinkShaped(segment) ? segment : null;
};

/**
 * Follows a signed page link: the language cookie (365 days, readable by the browser's locale machine, as the
 * language menu writes it) and a 302 to the page. False when the token does not verify: the caller answers it
 * as the unknown page it is.
 */
export const followPageLink = (key: SigningKey, token: string, request: FastifyRequest, reply: FastifyReply): boolean => {
  const target = pageOfLinkToken(key, token);
  if (target === null) return false;
  void reply
    .setCookie(languageCookieName, target.locale, {
      path: '/', maxAge: languageCookieDays * 86_400, sameSite: 'lax', secure: request.protocol === 'https',
    })
    .header('Cache-Control', 'no-store')
    .redirect(`/pages/${target.page}`, 302);
  return true;
};
