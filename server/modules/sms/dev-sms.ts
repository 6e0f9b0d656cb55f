import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { escapeHtml } from '../mail/compose';
import { savedSms, type SavedSms } from './files';

const listPage = (messages: ReadonlyArray<SavedSms>): string => {
  const rows = messages.map(
    (sms) => `<tr><td>${escapeHtml(sms.to)}</td><td>${escapeHtml(sms.text)}</td><td><time datetime="${sms.sent_at}">${sms.sent_at}</time></td></tr>`,
  );
  const table = rows.length === 0 ? '<p>No text messages yet.</p>' : `<table><thead><tr><th>To</th><th>Text</th><th>Sent</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Text messages</title></head><body><h1>Text messages (demo)</h1>${table}</body></html>`;
};

/**
 * The demo's phone: the text messages the default sender wrote, newest first, so a demo user can read an SMS
 * code. Only with that sender and outside production; a 404 otherwise, as if it did not exist.
 */
export const registerDevSmsRoute = (app: FastifyInstance, options: { readonly enabled: boolean; readonly dir: string }): void => {
  app.get('/dev/sms', async (_request, reply) => {
    if (!options.enabled) {
      notFound(reply);
      return reply;
    }
    const messages = await savedSms(options.dir, 200);
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(listPage(messages));
  });
};
