import type { SentMessage } from '../../../io/entities/chat';
import type { OutboxEntry } from '../../../io/entities/outbox';

/** How the fake server deals with the request in flight. */
export type Outcome = 'ok' | 'lostAnswer' | 'network' | 'serverError';

interface Deferred {
  readonly entry: OutboxEntry;
  readonly resolve: (sent: SentMessage) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * A double of POST /api/chat.php as the real one behaves: one stored message and one charge per
 * Idempotency-Key (a repeat answers the first result), 402 insufficient_credits writing nothing, and a
 * network that can lose the request or the answer. Requests wait until the test decides their outcome.
 */
export class FakeChatServer {
  readonly stored: Array<{ key: string; text: string; target: string }> = [];
  /** The first answer per key, a refusal included (the real server stores every final answer under its key). */
  private readonly answers = new Map<string, SentMessage | 'refused'>();
  private inFlight: Deferred | null = null;
  charges = 0;
  credits: number;

  constructor(credits: number) {
    this.credits = credits;
  }

  readonly send = (entry: OutboxEntry): Promise<SentMessage> =>
    new Promise<SentMessage>((resolve, reject) => {
      this.inFlight = { entry, resolve, reject };
    });

  get waiting(): boolean {
    return this.inFlight !== null;
  }

  /** Decides the request in flight: stored (and maybe the answer lost), or lost on the way. */
  settle(outcome: Outcome): void {
    const request = this.inFlight;
    if (request === null) return;
    this.inFlight = null;
    if (outcome === 'network') return request.reject({ kind: 'network' });
    if (outcome === 'serverError') return request.reject({ kind: 'http', status: 503, body: null });
    const answer = this.store(request.entry);
    if (answer === 'refused') return request.reject({ kind: 'http', status: 402, body: { error: 'insufficient_credits' } });
    if (outcome === 'lostAnswer') return request.reject({ kind: 'network' });
    request.resolve(answer);
  }

  /** The tab went away with a request in flight: it reached the server or not; nobody hears the answer. */
  abandon(reachedServer: boolean): void {
    const request = this.inFlight;
    this.inFlight = null;
    if (request !== null && reachedServer) this.store(request.entry);
  }

  private store(entry: OutboxEntry): SentMessage | 'refused' {
    const known = this.answers.get(entry.key);
    if (known !== undefined) return known;
    if (this.credits < 1) {
      this.answers.set(entry.key, 'refused');
      return 'refused';
    }
    this.credits -= 1;
    this.charges += 1;
    this.stored.push({ key: entry.key, text: entry.text, target: JSON.stringify(entry.target) });
    const id = this.stored.length;
    const answer: SentMessage = {
      message: { id, conversation_id: 1, from_me: true, text: entry.text, sent_at: '2026-11-24T10:00:00.000Z', status: 'sent', gift: null, photo: null },
      credits: this.credits,
    };
    this.answers.set(entry.key, answer);
    return answer;
  }
}
