import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/** A report larger than this is refused (552): a DSN or ARF report with the original headers is a few kB. */
const maxReportBytes = 1024 * 1024;

export interface ReceiverOptions {
  readonly port: number;
  readonly host?: string;
  /** Called with the envelope recipients and the raw message; when it throws the message is refused for now (451). */
  readonly received: (recipients: ReadonlyArray<string>, raw: string) => Promise<void>;
  readonly log?: (message: string, error?: unknown) => void;
}

export interface FeedbackReceiver {
  readonly address: () => AddressInfo;
  readonly close: () => Promise<void>;
}

const smtpError = (message: string, responseCode: number): SMTPServerError => Object.assign(new Error(message), { responseCode });

/**
 * The inbound SMTP server that bounces (to a mail's VERP envelope sender) and feedback-loop reports arrive
 * at: the MX of the bounce domain points here. Plain SMTP without authentication, as MX servers take mail;
 * TLS is left to a relay in front when one is wanted.
 */
export const startFeedbackReceiver = async ({ port, host = '0.0.0.0', received, log = () => undefined }: ReceiverOptions): Promise<FeedbackReceiver> => {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: maxReportBytes,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(smtpError('report too large', 552));
          return;
        }
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        received(recipients, Buffer.concat(chunks).toString('utf8')).then(
          () => callback(),
          (error: unknown) => {
            log('mail feedback not recorded', error);
            callback(smtpError('try again later', 451));
          },
        );
      });
    },
  });
  server.on('error', (error) => log('feedback SMTP server error', error));
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    address: () => server.server.address() as AddressInfo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
