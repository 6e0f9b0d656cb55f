// Realtime chat at 1,000 open streams: a server (bench/chat-server.ts, a process of its own on PostgreSQL,
// on loopback) holds one GET /api/stream.php per member for 1,000 members while pairs of them send each
// other messages (POST /api/chat.php); each figure is the time from the send's start to the notice of that
// message arriving on the recipient's stream. Also the server's resident memory before and with the streams.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { SentMessage } from '../io/entities/chat';
import { LiveNotice } from '../io/entities/live';
import type { Database } from '../server/db/database';
import { openPostgres } from '../server/db/postgres';
import { hashSessionToken } from '../server/http/session';
import { runAccountCommand } from '../server/modules/accounts/commands';
import { nextIds } from '../server/modules/ids';
import { createScratchDatabase } from './scratch-database';

const memberCount = 1_000;
const messages = 2_000;
/** Sends in flight at once; each sender belongs to one of them, so no member sends twice at the same time. */
const inFlight = 20;
const targetP95Ms = 100;
/** A notice not arrived after this long counts as lost. */
const lostAfterMs = 10_000;
const at = new Date();

const progress = (message: string) => process.stderr.write(`bench chat: ${message}\n`);

interface Member {
  readonly id: number;
  readonly cookie: string;
}

/** The bench's members: registered, with an open session and credits for every message, in batches of 50. */
const createMembers = async (db: Database): Promise<Member[]> => {
  const ids = await nextIds(db, 'member_id_seq', memberCount);
  const members = ids.map((id) => ({ id, token: randomBytes(32).toString('base64url') }));
  for (let start = 0; start < members.length; start += 50) {
    await db.transaction(async (tx) => {
      for (const { id, token } of members.slice(start, start + 50)) {
        await runAccountCommand(tx, id, {
          type: 'RegisterMember',
          data: {
            memberId: id, site: 'localhost', email: null, passwordHash: null, name: `Bench ${String(id)}`, gender: id % 2 === 0 ? 'male' : 'female',
            birthDate: '1990-05-01', country: 'NL', region: 'Utrecht', city: '', language: 'nl', fictional: false, at,
          },
        });
        await runAccountCommand(tx, id, { type: 'StartSession', data: { sessionHash: hashSessionToken(token), expiresAt: new Date(at.getTime() + 86_400_000), at } });
        await runAccountCommand(tx, id, { type: 'GrantCredits', data: { grantId: 'bench', credits: messages, reason: 'correction', at } });
      }
    });
  }
  return members.map(({ id, token }) => ({ id, cookie: `rdv_session=${token}` }));
};

/** When each member's stream heard of each message (`<member>:<message>` → ms), and who waits for one. */
const arrivals = new Map<string, number>();
const waiting = new Map<string, (ms: number) => void>();

const arrived = (key: string, ms: number): void => {
  arrivals.set(key, ms);
  waiting.get(key)?.(ms);
};

const arrivalOf = (key: string): Promise<number | null> => {
  const known = arrivals.get(key);
  if (known !== undefined) return Promise.resolve(known);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), lostAfterMs);
    waiting.set(key, (ms) => {
      clearTimeout(timer);
      resolve(ms);
    });
  });
};

/** Opens a member's stream and notes the arrival time of every message notice on it; answers its closing. */
const openStream = async (origin: string, member: Member): Promise<{ readonly open: () => boolean; readonly close: () => void }> => {
  const abort = new AbortController();
  const response = await fetch(`${origin}/api/stream.php`, { headers: { cookie: member.cookie }, signal: abort.signal });
  if (response.status !== 200 || response.body === null) throw new Error(`stream of member ${String(member.id)} answered ${String(response.status)}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let open = true;
  void (async () => {
    let buffer = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) break;
      buffer += chunk.value;
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (data === undefined) continue;
        const notice: unknown = JSON.parse(data.slice('data: '.length));
        if (LiveNotice.is(notice) && notice.type === 'message') arrived(`${String(member.id)}:${String(notice.message_id)}`, performance.now());
      }
    }
    open = false;
  })();
  return { open: () => open, close: () => abort.abort() };
};

/** A message's times in ms from the send's start: its answer, and its notice on the recipient's stream. */
interface Timed {
  readonly answered: number;
  readonly shown: number;
}

/** One message from `from` to `to`, timed; null when refused or its notice never arrived. */
const sendAndTime = async (origin: string, from: Member, to: Member): Promise<Timed | null> => {
  const start = performance.now();
  const response = await fetch(`${origin}/api/chat.php`, {
    method: 'POST',
    headers: { cookie: from.cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ member_id: to.id, text: 'Hoi, hoe gaat het?' }),
  });
  const body: unknown = await response.json();
  const answered = performance.now() - start;
  if (response.status !== 200 || !SentMessage.is(body)) return null;
  const shown = await arrivalOf(`${String(to.id)}:${String(body.message.id)}`);
  return shown === null ? null : { answered, shown: shown - start };
};

const percentile = (sorted: ReadonlyArray<number>, p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const spread = (times: ReadonlyArray<number>): string => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`;
};

const startChild = (url: string): Promise<{ child: ChildProcess; origin: string }> =>
  new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('chat-server.ts', import.meta.url)), {
      env: { ...process.env, BENCH_CHAT_DATABASE_URL: url },
      execArgv: ['--import', 'tsx'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the chat bench server exited with ${String(code)}`)));
    child.once('message', (message: { origin?: string }) => {
      if (message.origin !== undefined) resolve({ child, origin: message.origin });
    });
  });

const rssOf = (child: ChildProcess): Promise<number> =>
  new Promise((resolve) => {
    child.once('message', (message: { rss?: number }) => resolve(message.rss ?? Number.NaN));
    child.send('rss');
  });

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

/** Runs the part on a scratch database of the PostgreSQL server at `adminUrl`; returns the report. */
export const runChatStreamsBench = async (adminUrl: string): Promise<string> => {
  const scratch = await createScratchDatabase(adminUrl, 'rdv_chat');
  const db = openPostgres(scratch.url);
  let child: ChildProcess | undefined;
  try {
    progress('starting the server (its own process) and seeding demo data');
    const server = await startChild(scratch.url);
    child = server.child;
    progress(`registering ${String(memberCount)} members with a session each`);
    const members = await createMembers(db);
    const idle = await rssOf(child);
    progress(`opening ${String(memberCount)} streams`);
    const streams = [];
    for (let start = 0; start < members.length; start += 50) {
      streams.push(...(await Promise.all(members.slice(start, start + 50).map((member) => openStream(server.origin, member)))));
    }
    const pairs = Array.from({ length: memberCount / 2 }, (_, i) => [members[2 * i], members[2 * i + 1]] as const).flatMap(([a, b]) =>
      a === undefined || b === undefined ? [] : [{ a, b }],
    );
    progress(`one message per pair to start ${String(pairs.length)} conversations (not timed)`);
    for (let start = 0; start < pairs.length; start += inFlight) {
      await Promise.all(pairs.slice(start, start + inFlight).map(({ a, b }) => sendAndTime(server.origin, a, b)));
    }
    progress(`timing ${String(messages)} messages, ${String(inFlight)} in flight`);
    const times: Timed[] = [];
    const load = os.loadavg()[0] ?? Number.NaN;
    let failed = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async (_, lane) => {
        const own = pairs.filter((_pair, i) => i % inFlight === lane);
        for (let n = 0; n < messages / inFlight; n += 1) {
          const pair = own[n % own.length];
          if (pair === undefined) return;
          const [from, to] = n % 2 === 0 ? [pair.a, pair.b] : [pair.b, pair.a];
          const timed = await sendAndTime(server.origin, from, to);
          if (timed === null) failed += 1;
          else times.push(timed);
        }
      }),
    );
    const open = streams.filter((stream) => stream.open()).length;
    const loaded = await rssOf(child);
    for (const stream of streams) stream.close();
    const shown = times.map((t) => t.shown);
    const met = percentile([...shown].sort((a, b) => a - b), 95) <= targetP95Ms && failed === 0 ? 'met' : 'MISSED';
    return `Chat with ${String(memberCount)} open streams (PostgreSQL, server in its own process on loopback, one GET /api/stream.php per member)
  messages       ${String(times.length)} between ${String(pairs.length)} pairs, ${String(inFlight)} in flight (1-minute load average at the start: ${load.toFixed(1)})
  send → shown   ${spread(shown)}
  send answered  ${spread(times.map((t) => t.answered))} (the POST alone)
  target         p95 send → shown ≤ ${String(targetP95Ms)} ms, none lost: ${met} (failed or lost: ${String(failed)}; streams still open at the end: ${String(open)} of ${String(memberCount)})
  server RSS     ${mb(idle)} MB before the streams, ${mb(loaded)} MB with ${String(memberCount)} streams open (${((loaded - idle) / memberCount / 1024).toFixed(1)} kB per stream)
`;
  } finally {
    child?.disconnect();
    await db.close();
    await scratch.drop();
  }
};
