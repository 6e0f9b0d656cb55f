import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { decode } from '../../../io/codec/decode';
import { LiveNotice, liveEventName } from '../../../io/entities/live';
import { eventually } from './eventually';

export interface OpenStream {
  readonly notices: LiveNotice[];
  /** Waits until a notice matching `match` arrived (a hang detector bounds it, not a speed target). */
  readonly received: (what: string, match: (notice: LiveNotice) => boolean) => Promise<LiveNotice>;
  readonly close: () => void;
}

/** The app listening on a loopback port: streams need a real connection, not inject. */
export const originOf = async (app: FastifyInstance): Promise<string> => {
  if (app.server.listening) return `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
};

/** Opens GET /api/stream.php as a member and collects its notices, decoded as the browser decodes them. */
export const openStream = async (origin: string, cookie: string): Promise<OpenStream> => {
  const abort = new AbortController();
  const response = await fetch(`${origin}/api/stream.php`, { headers: { cookie }, signal: abort.signal });
  if (response.status !== 200 || response.body === null) throw new Error(`stream answered ${String(response.status)}`);
  const notices: LiveNotice[] = [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      buffer += chunk.value;
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        const lines = frame.split('\n');
        if (!lines.includes(`event: ${liveEventName}`)) continue;
        const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length) ?? '';
        const notice = decode(LiveNotice, JSON.parse(data));
        if (notice._tag === 'Right') notices.push(notice.right);
      }
    }
  })();
  return {
    notices,
    received: async (what, match) => {
      await eventually(what, () => Promise.resolve(notices.some(match)));
      const found = notices.find(match);
      if (found === undefined) throw new Error(`never received: ${what}`);
      return found;
    },
    close: () => abort.abort(),
  };
};
