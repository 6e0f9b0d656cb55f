import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';

/** A queued mail as the sender reads it from mail_outbox. */
export interface StoredMail {
  readonly id: number;
  readonly site: string;
  readonly to_address: string;
  readonly from_name: string;
  readonly language: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface MailTransport {
  /** 'files': the embedded default, each mail saved as <id>.eml under `dir` (and listed at /dev/mail). */
  readonly kind: 'smtp' | 'files';
  /** Resolves once the mail was handed over (accepted by the SMTP server, or written); rejects otherwise. */
  readonly deliver: (mail: StoredMail) => Promise<void>;
  readonly close: () => void;
}

export const defaultMailDir = 'data/mail';

export const emlFileName = (id: number): string => `${String(id)}.eml`;

const messageOf = (mail: StoredMail): SendMailOptions => ({
  from: { name: mail.from_name, address: `no-reply@${mail.site}` },
  to: mail.to_address,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  // RFC 3834: written by a machine, so autoresponders do not answer it.
  headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': mail.language },
});

const smtpTransport = (url: string): MailTransport => {
  const mailer = createTransport(url);
  return {
    kind: 'smtp',
    deliver: async (mail) => {
      await mailer.sendMail(messageOf(mail));
    },
    close: () => mailer.close(),
  };
};

const fileTransport = (dir: string): MailTransport => {
  const mailer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    deliver: async (mail) => {
      const info = await mailer.sendMail(messageOf(mail));
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
