import type { FastifyInstance } from 'fastify';
import { registerDevSmsRoute } from './dev-sms';
import { defaultSmsDir, fileSmsSender } from './files';
import type { SmsSender } from './sender';

export interface SmsOptions {
  /** Where the embedded default writes the messages (default ./data/sms). */
  readonly dir?: string;
  /** NODE_ENV=production: no /dev/sms. */
  readonly production?: boolean;
  /** Another sender than the files (a test's); /dev/sms is then a 404. */
  readonly sender?: SmsSender;
}

/**
 * The SMS sender the app uses, and the demo's /dev/sms beside the default one. A real gateway (an SMS_URL,
 * not built yet) would be one more SmsSender chosen here, with /dev/sms off like /dev/mail under SMTP.
 */
export const registerSms = (app: FastifyInstance, options: SmsOptions = {}): SmsSender => {
  const dir = options.dir ?? defaultSmsDir;
  const sender = options.sender ?? fileSmsSender(dir, app.deps.clock);
  registerDevSmsRoute(app, { enabled: options.sender === undefined && options.production !== true, dir });
  return sender;
};
