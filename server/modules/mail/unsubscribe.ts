import type { FastifyInstance, FastifyReply } from 'fastify';
import { defaultLocale, Locale } from '../../../io/entities/locale';
import { runAccountCommand } from '../accounts/commands';
import { findMember } from '../members/find';
import type { MemberRow } from '../members/member-row';
import { acceptFormBodies } from '../../http/form-body';
import { retryOnConflict } from '../retry';
import { escapeHtml } from './compose';
import { unsubscribePath } from './sender';
import { memberOfUnsubscribeToken, type SigningKey } from './signing';
import { mailText, type MailTextId } from './texts';

interface Page {
  readonly language: Locale;
  readonly site: string;
  readonly paragraphs: ReadonlyArray<MailTextId>;
  /** The one-click form, posting to the link itself. */
  readonly form?: { readonly action: string };
}

const pageHtml = ({ language, site, paragraphs, form }: Page): string => {
  const say = (id: MailTextId) => escapeHtml(mailText(language, id, { site }));
  const button = form === undefined
    ? ''
    : `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
      `<button type="submit">${say('unsubscribe.button')}</button></form>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${say('unsubscribe.title')}</title></head><body><main><h1>${say('unsubscribe.title')}</h1>` +
    `${paragraphs.map((id) => `<p>${say(id)}</p>`).join('')}${button}</main></body></html>`;
};

const send = (reply: FastifyReply, status: number, page: Page): FastifyReply =>
  reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(pageHtml(page));

const tokenOf = (query: unknown): string => {
  const token = typeof query === 'object' && query !== null && 'token' in query ? query.token : undefined;
  return typeof token === 'string' ? token : '';
};


/**
 * The List-Unsubscribe link (RFC 8058). A mail client's one-click POST, with no cookie and no CSRF token (the
 * signed token is the authority), disables the member's e-mail notifications with 'list-unsubscribe'. A person
 * who opens the link gets a page whose button makes that POST: a GET never unsubscribes, since link scanners
 * open every link of a mail. The POST body (`List-Unsubscribe=One-Click`, form-encoded or multipart) is not
 * required: the method is what tells a click from a scan.
 */
export const registerUnsubscribeRoutes = async (app: FastifyInstance, signingKey: () => Promise<SigningKey>): Promise<void> => {
  const { db, clock, sites, defaultDomain } = app.deps;
  const siteName = async (member: MemberRow): Promise<string> => (await sites.find(db, [member.site], defaultDomain)).settings.name;
  const memberOf = async (token: string): Promise<MemberRow | undefined> => {
    const memberId = await memberOfUnsubscribeToken(await signingKey(), token, async (id) => (await findMember(db, id))?.site);
    return memberId === null ? undefined : findMember(db, memberId);
  };
  const languageOf = (member: MemberRow | undefined): Locale => (member !== undefined && Locale.is(member.language) ? member.language : defaultLocale);
  const invalid = (reply: FastifyReply) => send(reply, 400, { language: defaultLocale, site: '', paragraphs: ['unsubscribe.invalid'] });

  await app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.get('/api/unsubscribe.php', async (request, reply) => {
      const token = tokenOf(request.query);
      const member = await memberOf(token);
      if (member === undefined) return invalid(reply);
      return send(reply, 200, {
        language: languageOf(member), site: await siteName(member), paragraphs: ['unsubscribe.question'], form: { action: unsubscribePath(token) },
      });
    });
    scope.post('/api/unsubscribe.php', async (request, reply) => {
      const member = await memberOf(tokenOf(request.query));
      if (member === undefined) return invalid(reply);
      const at = clock.now();
      await retryOnConflict(() =>
        db.transaction((tx) => runAccountCommand(tx, member.id, { type: 'DisableNotifications', data: { reason: 'list-unsubscribe', at } })),
      );
      return send(reply, 200, { language: languageOf(member), site: await siteName(member), paragraphs: ['unsubscribe.done'] });
    });
  });
};
