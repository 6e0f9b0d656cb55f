import webpush from 'web-push';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { isPushWake } from './queue';
import { forgetEndpoint } from './subscriptions';
import type { PushTransport } from './transport';
import type { VapidKeys } from './vapid';

export interface PushSenderOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly keys: VapidKeys;
  readonly transport: PushTransport;
  /** How often due pushes are looked for without a wake (retries; a wake lost between processes). */
  readonly pollMs?: number;
  readonly log?: (message: string, error?: unknown) => void;
}

export interface PushSender {
  /** Looks for due pushes now (a pass already under way runs once more). */
  readonly wake: () => void;
  /** No new pass starts; resolves when the current one has ended. */
  readonly stop: () => Promise<void>;
}

/** A claimed push is this process's for this long: one that dies while sending leaves it to another after that. */
const leaseMs = 2 * 60_000;
const batchSize = 50;
/** After this many attempts a push is given up: news that late is no news. */
export const maxPushAttempts = 5;

/** 30 s, 1 min, 2, 4 … capped at 30 min. */
export const pushBackoffMs = (attempts: number): number => Math.min(30_000 * 2 ** (attempts - 1), 30 * 60_000);

interface Claimed {
  readonly id: number;
  readonly endpoint: string;
  readonly contact: string;
  readonly payload: string;
  readonly urgency: 'high' | 'normal';
  readonly topic: string;
  readonly ttl_seconds: number;
  readonly created_at: Date;
  readonly attempts: number;
  readonly p256dh: string | null;
  readonly auth: string | null;
}

const claimDue = (db: Database, now: Date): Promise<Claimed[]> =>
  db.query<Claimed>(
    `WITH claimed AS (
       UPDATE push_outbox SET next_attempt_at = $2, attempts = attempts + 1
       WHERE id IN (SELECT id FROM push_outbox WHERE next_attempt_at <= $1 ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id, endpoint, contact, payload, urgency, topic, ttl_seconds, created_at, attempts)
     SELECT c.*, s.p256dh, s.auth FROM claimed c LEFT JOIN push_subscriptions s ON s.endpoint = c.endpoint ORDER BY c.id`,
    [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), batchSize],
  );

/** What a push service's answer means for the push and its subscription (RFC 8030 §5, §7.3). */
export type Outcome = 'delivered' | 'gone' | 'refused' | 'retry';

export const outcomeOf = (status: number): Outcome => {
  if (status >= 200 && status < 300) return 'delivered';
  // The subscription has expired or was ended: it never takes a push again.
  if (status === 404 || status === 410) return 'gone';
  // Throttled or the service is down: later.
  if (status === 429 || status >= 500) return 'retry';
  // Malformed, too large, or a key the service does not accept: the same request would fail again.
  return 'refused';
};

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Sends the push outbox: each push to its subscription's push service, encrypted for it (RFC 8291 aes128gcm) and
 * signed with the server's VAPID key (RFC 8292). Delivered pushes are deleted; a subscription its service says is
 * gone (404, 410) is deleted with its pushes; a push the service cannot take is dropped; throttling, a service
 * error or no answer is tried again with backoff, at most 5 times. At least once: a process that dies after the
 * service took a push and before deleting it sends it again after the lease (a repeated notification, never a lost one).
 */
export const startPushSender = ({ db, clock, keys, transport, pollMs = 10_000, log = () => undefined }: PushSenderOptions): PushSender => {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const retryOrGiveUp = async (push: Claimed, reason: string): Promise<void> => {
    if (push.attempts >= maxPushAttempts) {
      log(`push ${String(push.id)} given up after ${String(push.attempts)} attempts: ${reason}`);
      await db.query('DELETE FROM push_outbox WHERE id = $1', [push.id]);
      return;
    }
    const next = new Date(clock.now().getTime() + pushBackoffMs(push.attempts)).toISOString();
    await db.query('UPDATE push_outbox SET next_attempt_at = $2, last_error = $3 WHERE id = $1', [push.id, next, reason]);
  };

  const send = async (push: Claimed): Promise<void> => {
    if (push.p256dh === null || push.auth === null) {
      // Its subscription was ended meanwhile.
      await db.query('DELETE FROM push_outbox WHERE id = $1', [push.id]);
      return;
    }
    // The time it waited here counts against how long the push service may keep it.
    const waited = Math.floor((clock.now().getTime() - push.created_at.getTime()) / 1000);
    const details = webpush.generateRequestDetails({ endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } }, push.payload, {
      vapidDetails: { subject: push.contact, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: Math.max(0, push.ttl_seconds - waited),
      urgency: push.urgency,
      topic: push.topic,
      contentEncoding: 'aes128gcm',
    });
    const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, value]));
    let status: number;
    try {
      status = await transport({ endpoint: details.endpoint, headers, body: details.body });
    } catch (error) {
      await retryOrGiveUp(push, errorText(error));
      return;
    }
    switch (outcomeOf(status)) {
      case 'delivered':
        await db.query('DELETE FROM push_outbox WHERE id = $1', [push.id]);
        return;
      case 'gone':
        // One transaction: nobody sees the subscription gone while its pushes still wait.
        await db.transaction((tx) => forgetEndpoint(tx, push.endpoint));
        return;
      case 'refused':
        log(`push ${String(push.id)} refused by its push service (${String(status)})`);
        await db.query('DELETE FROM push_outbox WHERE id = $1', [push.id]);
        return;
      case 'retry':
        await retryOrGiveUp(push, `HTTP ${String(status)}`);
    }
  };

  const pass = async (): Promise<void> => {
    for (;;) {
      if (stopped) return;
      const due = await claimDue(db, clock.now());
      for (const push of due) {
        // One push that cannot even be built (a malformed key) must not hold up the others.
        await send(push).catch(async (error: unknown) => {
          log(`push ${String(push.id)} could not be sent`, error);
          await retryOrGiveUp(push, errorText(error));
        });
      }
      if (due.length < batchSize) return;
    }
  };

  const wokenMeanwhile = (): boolean => again && !stopped;

  const wake = (): void => {
    if (stopped) return;
    if (running !== null) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await pass().catch((error: unknown) => { if (!stopped) log('push sender pass failed', error); });
      } while (wokenMeanwhile());
    })().finally(() => {
      running = null;
    });
  };

  const timer = setInterval(wake, pollMs);
  timer.unref();
  const unlisten = db.listen({ changed: (payload) => { if (isPushWake(payload)) wake(); }, lost: () => undefined, ready: wake });

  return {
    wake,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      unlisten();
      await running;
    },
  };
};
