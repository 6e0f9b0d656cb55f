import { VirtualTimeScheduler, type Observable } from 'rxjs';
import { createHttp, type HttpDeps } from '../../adapters/http';

/** What the fake server answers to one attempt: a JSON body with a status, a raw text body, or a dropped connection. */
export type Reply =
  | { readonly status: number; readonly json: unknown }
  | { readonly status: number; readonly text: string }
  | { readonly network: true }
  | { readonly hang: true };

export const json = (status: number, body: unknown): Reply => ({ status, json: body });
export const dropped: Reply = { network: true };
export const hang: Reply = { hang: true };

export interface Sent {
  readonly url: string;
  readonly init: RequestInit;
  readonly headers: Headers;
  /** Virtual time of the attempt, in ms. */
  readonly at: number;
}

const responseOf = (reply: Reply): Promise<Response> => {
  if ('network' in reply) return Promise.reject(new TypeError('Failed to fetch'));
  if ('hang' in reply) return new Promise<Response>(() => undefined);
  const text = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
  return Promise.resolve(new Response(text, { status: reply.status, headers: { 'Content-Type': 'application/json' } }));
};

/** A fetch that answers the replies in order (the last one forever after) and records each request. */
export const fakeServer = (replies: ReadonlyArray<Reply>, scheduler: VirtualTimeScheduler) => {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = (input, init = {}) => {
    sent.push({ url: input instanceof Request ? input.url : input.toString(), init, headers: new Headers(init.headers), at: scheduler.now() });
    const reply = replies[Math.min(sent.length - 1, replies.length - 1)];
    return reply === undefined ? Promise.reject(new TypeError('no reply scripted')) : responseOf(reply);
  };
  return { fetch, sent };
};

export const setup = (replies: ReadonlyArray<Reply>, deps: Partial<HttpDeps> = {}) => {
  const scheduler = new VirtualTimeScheduler();
  const server = fakeServer(replies, scheduler);
  const http = createHttp({ fetch: server.fetch, scheduler, ...deps });
  return { scheduler, http, sent: server.sent };
};

export interface Run<A> {
  readonly values: A[];
  readonly errors: unknown[];
  completed: boolean;
}

// Real macrotask: lets the fake fetch's promises and Response.text() settle before virtual time moves on.
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Subscribes and alternates between settling promises and running virtual time until the call ends or stalls. */
export const runToEnd = async <A>(source: Observable<A>, scheduler: VirtualTimeScheduler): Promise<Run<A>> => {
  const run: Run<A> = { values: [], errors: [], completed: false };
  source.subscribe({
    next: (value) => run.values.push(value),
    error: (error: unknown) => run.errors.push(error),
    complete: () => {
      run.completed = true;
    },
  });
  for (let idle = 0; idle < 3 && !run.completed && run.errors.length === 0; ) {
    await settle();
    if (scheduler.actions.length > 0) {
      scheduler.flush();
      idle = 0;
    } else {
      idle += 1;
    }
  }
  return run;
};
