import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locale } from '../../../io/entities/locale';
import { runAccountCommand } from '../../../server/modules/accounts/commands';
import { hashPassword } from '../../../server/modules/accounts/password';
import { nextId } from '../../../server/modules/ids';
import type { Queryable } from '../../../server/db/database';
import { afterAll } from 'vitest';
import { logIn, type TestApp } from './app';
import { eventually } from './eventually';

/** A temporary directory for the file's saved mails, removed after its tests. */
export const useMailDir = (): string => {
  const dir = join(tmpdir(), `rdv-mail-${String(process.pid)}-${Math.random().toString(36).slice(2)}`);
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return dir;
};

const password = 'activation-test-password';

/** A member who signed up and has not confirmed the address yet (status not_confirmed), logged in. */
export const signedUpMember = async (t: TestApp, email: string, language: Locale = 'en'): Promise<{ id: number; cookie: string }> => {
  const passwordHash = await hashPassword(password);
  const id = await t.db.transaction(async (tx) => {
    const memberId = await nextId(tx, 'member_id_seq');
    await runAccountCommand(tx, memberId, {
      type: 'RegisterMember',
      data: {
        memberId, site: 'localhost', email, passwordHash, name: 'Anna', gender: 'female', birthDate: '1990-01-01', country: 'NL',
        region: 'Utrecht', city: 'Utrecht', language, fictional: false, status: 'not_confirmed', at: t.clock.now(),
      },
    });
    return memberId;
  });
  return { id, cookie: await logIn(t.app, email, password) };
};

/** A raw message's text with quoted-printable soft line breaks and `=3D` undone: enough to find a link in it. */
export const unfolded = (raw: string): string => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The activation link's path and query in a raw message (the first one: text part before HTML). */
export const activationPathIn = (raw: string): string => {
  const match = /https?:\/\/[^/\s"<>]+(\/api\/activate\.php\?token=[A-Za-z0-9_-]+)/.exec(unfolded(raw));
  if (match?.[1] === undefined) throw new Error(`no activation link in ${raw}`);
  return match[1];
};

/** The id of the member's newest queued mail. */
export const newestMailId = async (db: Queryable, memberId: number): Promise<number> => {
  const [row] = await db.query<{ id: number | null }>('SELECT max(id)::int AS id FROM mail_outbox WHERE member_id = $1', [memberId]);
  if (row === undefined || row.id === null) throw new Error(`no mail queued for member ${String(memberId)}`);
  return row.id;
};

/** The member's newest mail as the embedded default saved it, once the sender has written it. */
export const savedMail = async (t: TestApp, dir: string, memberId: number): Promise<string> => {
  const file = join(dir, `${String(await newestMailId(t.db, memberId))}.eml`);
  let raw: string | undefined;
  await eventually(`${file} written`, async () => {
    raw = await readFile(file, 'utf8').catch(() => undefined);
    return raw !== undefined;
  });
  if (raw === undefined) throw new Error(`${file} was not written`);
  return raw;
};
