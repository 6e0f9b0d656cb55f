import type { FastifyInstance } from 'fastify';
import { registerDevMailRoutes } from './dev-mail';
import { startMailSender } from './sender';
import { defaultMailDir, mailTransport } from './transport';

export interface MailOptions {
  /** SMTP_URL: deliver through this server. Unset: the embedded default, .eml files under `dir`. */
  readonly smtpUrl?: string | undefined;
  /** Where the embedded default saves mails (default ./data/mail). */
  readonly dir?: string;
  /** NODE_ENV=production: no /dev/mail even without SMTP. */
  readonly production?: boolean;
  /** How often the sender looks for due mails without being woken (retries). */
  readonly pollMs?: number;
}

/** The outbox's sender, running while the app is open, and the demo mailbox at /dev/mail. */
export const registerMail = (app: FastifyInstance, options: MailOptions = {}): void => {
  const dir = options.dir ?? defaultMailDir;
  const transport = mailTransport({ smtpUrl: options.smtpUrl, dir });
  const { db, clock } = app.deps;
  const sender = startMailSender({
    db, clock, transport, ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  app.addHook('onClose', () => sender.stop());
  registerDevMailRoutes(app, { enabled: transport.kind === 'files' && options.production !== true, dir });
};
