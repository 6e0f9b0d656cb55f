import type { FastifyInstance } from 'fastify';
import { registerDevMailRoutes } from './dev-mail';
import { recordFeedback } from './feedback';
import { startFeedbackReceiver, type FeedbackReceiver } from './receiver';
import { feedbackOf } from './reports';
import { startMailSender } from './sender';
import { loadSigningKey, mailIdsIn, type SigningKey } from './signing';
import { defaultMailDir, mailTransport } from './transport';
import { registerUnsubscribeRoutes } from './unsubscribe';

export interface MailOptions {
  /** SMTP_URL: deliver through this server. Unset: the embedded default, .eml files under `dir`. */
  readonly smtpUrl?: string | undefined;
  /** Where the embedded default saves mails (default ./data/mail). */
  readonly dir?: string;
  /** NODE_ENV=production: no /dev/mail even without SMTP. */
  readonly production?: boolean;
  /** How often the sender looks for due mails without being woken (retries). */
  readonly pollMs?: number;
  /** BOUNCE_SMTP_PORT: receive bounces and spam reports over SMTP on this port (off when unset). */
  readonly feedbackPort?: number | undefined;
  /** The address the feedback receiver listens on (default every interface). */
  readonly feedbackHost?: string;
  /** Told the receiver once it listens (tests learn its port this way). */
  readonly onFeedbackReceiver?: (receiver: FeedbackReceiver) => void;
}

/** What the rest of the app needs of the mail module: the signing key, to check what a mail's links carry back. */
export interface MailModule {
  readonly signingKey: () => Promise<SigningKey>;
}

/**
 * The outbox's sender, running while the app is open; the demo mailbox at /dev/mail; the List-Unsubscribe
 * link; and, when a port is set, the SMTP receiver of bounces and spam reports.
 */
export const registerMail = async (app: FastifyInstance, options: MailOptions = {}): Promise<MailModule> => {
  const dir = options.dir ?? defaultMailDir;
  const transport = mailTransport({ smtpUrl: options.smtpUrl, dir });
  const { db, clock } = app.deps;
  const log = (message: string, error?: unknown): void => { app.log.warn({ err: error }, message); };
  // Loaded on first use (after the migrations ran), then kept: every process reads the same key.
  let key: Promise<SigningKey> | null = null;
  const signingKey = (): Promise<SigningKey> => (key ??= loadSigningKey(db).catch((error: unknown) => { key = null; throw error; }));

  const sender = startMailSender({
    db, clock, transport, signingKey, log, ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
    bounced: (mailId) => recordFeedback(db, mailId, 'bounce', clock.now()),
  });
  app.addHook('onClose', () => sender.stop());
  registerDevMailRoutes(app, { enabled: transport.kind === 'files' && options.production !== true, dir });
  await registerUnsubscribeRoutes(app, signingKey);

  const port = options.feedbackPort;
  if (port === undefined) return { signingKey };
  const receiver = await startFeedbackReceiver({
    port, ...(options.feedbackHost === undefined ? {} : { host: options.feedbackHost }), log,
    // A bounce goes to the VERP envelope sender (a recipient here); a spam report quotes the mail, whose Return-Path names it.
    received: async (recipients, raw) => {
      const feedback = feedbackOf(raw);
      if (feedback === null) return;
      const named = mailIdsIn(await signingKey(), recipients.join('\n'));
      const ids = named.length > 0 ? named : mailIdsIn(await signingKey(), raw);
      for (const id of ids) await recordFeedback(db, id, feedback, clock.now());
    },
  });
  app.addHook('onClose', () => receiver.close());
  options.onFeedbackReceiver?.(receiver);
  return { signingKey };
};
