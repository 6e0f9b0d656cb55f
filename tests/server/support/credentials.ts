import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '../../../io/entities/locale';
import { runAccountCommand } from '../../../server/modules/accounts/commands';
import { hashPassword } from '../../../server/modules/accounts/password';
import { nextId } from '../../../server/modules/ids';
import { logIn, type TestApp } from './app';
import { eventually } from './eventually';
import { unfolded } from './mail';

/** The newest mail queued to `address`, as the embedded default saved it, once the sender has written it. */
export const savedMailTo = async (t: TestApp, dir: string, address: string): Promise<string> => {
  const [row] = await t.db.query<{ id: number | null }>('SELECT max(id)::int AS id FROM mail_outbox WHERE to_address = $1', [address]);
  if (row?.id == null) throw new Error(`no mail queued to ${address}`);
  const file = join(dir, `${String(row.id)}.eml`);
  let raw: string | undefined;
  await eventually(`${file} written`, async () => {
    raw = await readFile(file, 'utf8').catch(() => undefined);
    return raw !== undefined;
  });
  return raw ?? '';
};

export const mailsTo = async (t: TestApp, address: string): Promise<Array<{ kind: string; subject: string }>> =>
  t.db.query('SELECT kind, subject FROM mail_outbox WHERE to_address = $1 ORDER BY id', [address]);

/** The token of the first `<path>?token=…` link in a raw message. */
export const tokenIn = (raw: string, path: string): string => {
  const match = new RegExp(`https?://[^/\\s"<>]+${path.replace(/[/.]/g, '\\$&')}\\?token=([A-Za-z0-9_-]{43})`).exec(unfolded(raw));
  if (match?.[1] === undefined) throw new Error(`no ${path} link in ${raw}`);
  return match[1];
};

export const requestReset = (t: TestApp, email: string, language = 'nl') =>
  t.app.inject({ method: 'POST', url: '/api/reset-password.php', payload: { email, language } });

export const resetWith = (t: TestApp, token: string, password: string, cookie?: string) =>
  t.app.inject({ method: 'PUT', url: '/api/reset-password.php', payload: { token, password }, headers: cookie === undefined ? {} : { cookie } });

export const getUser = (t: TestApp, cookie: string) => t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });

export const login = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email, password } });

export const memberPassword = 'credentials-test-password';

/** A member of site localhost with `memberPassword`, confirmed unless asked otherwise, logged in. */
export const newMember = async (
  t: TestApp,
  email: string,
  options: { readonly confirmed?: boolean; readonly language?: Locale } = {},
): Promise<{ id: number; cookie: string }> => {
  const passwordHash = await hashPassword(memberPassword);
  const id = await t.db.transaction(async (tx) => {
    const memberId = await nextId(tx, 'member_id_seq');
    await runAccountCommand(tx, memberId, {
      type: 'RegisterMember',
      data: {
        memberId, site: 'localhost', email, passwordHash, name: 'Noor', gender: 'female', birthDate: '1990-01-01', country: 'NL',
        region: 'Utrecht', city: 'Utrecht', language: options.language ?? 'nl', fictional: false,
        ...(options.confirmed === false ? { status: 'not_confirmed' as const } : {}), at: t.clock.now(),
      },
    });
    return memberId;
  });
  return { id, cookie: await logIn(t.app, email, memberPassword) };
};
