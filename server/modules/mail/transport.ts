import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';

/** A queued mail as the sender reads it from mail_outbox. */
export interface StoredMail {
  readonly id: number;
  readonly site: string;
  readonly member_id: number | null;
  readonly origin: string | null;
  readonly to_address: string;
  readonly from_name: string;
  readonly language: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** What the sender adds to a mail as it goes out, signed with the mail key. */
export interface Envelope {
  /** The VERP envelope sender (Return-Path): a bounce or complaint comes back naming the mail. */
  readonly returnPath: string;
  /** RFC 8058 one-click unsubscribe URL; null for a mail to an address without a member. */
  readonly unsubscribeUrl: string | null;
}

export interface MailTransport {
  /** 'files': the embedded default, each mail saved as <id>.eml under `dir` (and listed at /dev/mail). */
  readonly kind: 'smtp' | 'files';
  /** Resolves once the mail was handed over (accepted by the SMTP server, or written); rejects otherwise. */
  readonly deliver: (mail: StoredMail, envelope: Envelope) => Promise<void>;
  readonly close: () => void;
}

export const defaultMailDir = 'data/mail';

export const emlFileName = (id: number): string => `${String(id)}.eml`;

// RFC 8058: a mail client offers one click, and POSTs `List-Unsubscribe=One-Click` to the URL itself.
const unsubscribeHeaders = (url: string | null): Record<string, string> =>
  url === null ? {} : { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };

const messageOf = (mail: StoredMail, { returnPath, unsubscribeUrl }: Envelope): SendMailOptions => ({
  from: { name: mail.from_name, address: `no-reply@${mail.site}` },
  to: mail.to_address,
  envelope: { from: returnPath, to: mail.to_address },
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  // RFC 3834: written by a machine, so autoresponders do not answer it.
  headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': mail.language, ...unsubscribeHeaders(unsubscribeUrl) },
});

const smtpTransport = (url: string): MailTransport => {
  const mailer = createTransport(url);
  return {
    kind: 'smtp',
    deliver: async (mail, envelope) => {
      await mailer.sendMail(messageOf(mail, envelope));
    },
    close: () => mailer.close(),
  };
};

const fileTransport = (dir: string): MailTransport => {
  const mailer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    deliver: async (mail, envelope) => {
      const info = await mailer.sendMail(messageOf(mail, envelope));
      await mkdir(dir, { recursive: true });
      // Written whole, then renamed: /dev/mail never shows half a file.
      const file = join(dir, emlFileName(mail.id));
      await writeFile(`${file}.part`, info.message);
      await rename(`${file}.part`, file);
    },
    close: () => mailer.close(),
  };
};

/** SMTP when a URL is configured (smtp://user:pass@host:587, smtps://…); otherwise .eml files under `dir`. */
export const mailTransport = (options: { readonly smtpUrl?: string | undefined; readonly dir: string }): MailTransport =>
  options.smtpUrl === undefined || options.smtpUrl === '' ? fileTransport(options.dir) : smtpTransport(options.smtpUrl);
