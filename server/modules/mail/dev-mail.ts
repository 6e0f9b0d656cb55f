import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { escapeHtml } from './compose';
import { emlFileName } from './transport';

interface ListedMail {
  readonly id: number;
  readonly to_address: string;
  readonly subject: string;
  readonly sent_at: Date;
}

const listPage = (mails: ReadonlyArray<ListedMail>): string => {
  const rows = mails.map(
    (mail) =>
      `<tr><td>${escapeHtml(mail.to_address)}</td><td><a href="/dev/mail/${String(mail.id)}">${escapeHtml(mail.subject)}</a></td>` +
      `<td><time datetime="${mail.sent_at.toISOString()}">${mail.sent_at.toISOString()}</time></td>` +
      `<td><a href="/dev/mail/${String(mail.id)}.eml">.eml</a></td></tr>`,
  );
  const table = rows.length === 0 ? '<p>No mail yet.</p>' : `<table><thead><tr><th>To</th><th>Subject</th><th>Sent</th><th>Source</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox</title></head><body><h1>Mailbox (demo)</h1>${table}</body></html>`;
};

interface ShownMail extends ListedMail {
  readonly from_name: string;
  readonly language: string;
  readonly html: string;
}

// The body of the mail's own HTML document (composeBody escapes every text in it), so its links can be followed here.
const bodyOf = (html: string): string => /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';

const mailPage = (mail: ShownMail): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head><body>` +
  `<p><a href="/dev/mail">Mailbox</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
  `<dl><dt>From</dt><dd>${escapeHtml(mail.from_name)}</dd><dt>To</dt><dd>${escapeHtml(mail.to_address)}</dd>` +
  `<dt>Sent</dt><dd><time datetime="${mail.sent_at.toISOString()}">${mail.sent_at.toISOString()}</time></dd></dl>` +
  `<article lang="${escapeHtml(mail.language)}">${bodyOf(mail.html)}</article>` +
  `<p><a href="/dev/mail/${String(mail.id)}.eml">Source (.eml)</a></p></body></html>`;

/**
 * The demo's mailbox: the mails saved as .eml files, newest first, each readable as text. Only with the
 * embedded default (no SMTP) outside production; a 404 otherwise, as if it did not exist.
 */
export const registerDevMailRoutes = (app: FastifyInstance, options: { readonly enabled: boolean; readonly dir: string }): void => {
  app.get('/dev/mail', async (_request, reply) => {
    if (!options.enabled) {
      notFound(reply);
      return reply;
    }
    const mails = await app.deps.db.query<ListedMail>(
      'SELECT id, to_address, subject, sent_at FROM mail_outbox WHERE sent_at IS NOT NULL ORDER BY sent_at DESC, id DESC LIMIT 200',
    );
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(listPage(mails));
  });
  app.get<{ Params: { file: string } }>('/dev/mail/:file', async (request, reply) => {
    const shown = /^\d{1,15}$/.test(request.params.file) ? request.params.file : undefined;
    if (options.enabled && shown !== undefined) {
      const [mail] = await app.deps.db.query<ShownMail>(
        'SELECT id, to_address, subject, sent_at, from_name, language, html FROM mail_outbox WHERE id = $1 AND sent_at IS NOT NULL',
        [Number(shown)],
      );
      if (mail !== undefined) return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(mailPage(mail));
    }
    const id = /^(\d{1,15})\.eml$/.exec(request.params.file)?.[1];
    if (!options.enabled || id === undefined) {
      notFound(reply);
      return reply;
    }
    const eml = await readFile(join(options.dir, emlFileName(Number(id))), 'utf8').catch(() => undefined);
    if (eml === undefined) {
      notFound(reply);
      return reply;
    }
    return reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(eml);
  });
};
