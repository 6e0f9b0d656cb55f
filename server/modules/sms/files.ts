import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as t from 'io-ts';
import { IsoDateTime } from '../../../io/codec/primitives';
import type { Clock } from '../../clock';
import type { SmsSender } from './sender';

export const defaultSmsDir = 'data/sms';

/** One message as the demo keeps it: a JSON line of `<dir>/outbox.jsonl`. */
const SavedSms = t.type({ to: t.string, text: t.string, sent_at: IsoDateTime });
export type SavedSms = t.TypeOf<typeof SavedSms>;

const outboxOf = (dir: string): string => join(dir, 'outbox.jsonl');

/**
 * The embedded default: every message appended to one JSON-lines file. Each line is one append of one
 * small buffer, so processes writing at once do not interleave.
 */
export const fileSmsSender = (dir: string, clock: Clock): SmsSender => ({
  send: async (to, text) => {
    await mkdir(dir, { recursive: true });
    const line: SavedSms = { to, text, sent_at: clock.now().toISOString() };
    await appendFile(outboxOf(dir), `${JSON.stringify(line)}\n`, 'utf8');
  },
});

const parsed = (line: string): unknown => {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
};

/** The newest `limit` saved messages, newest first; a line being written (not whole yet) is left out. */
export const savedSms = async (dir: string, limit: number): Promise<SavedSms[]> => {
  const content = await readFile(outboxOf(dir), 'utf8').catch(() => '');
  return content.split('\n').map(parsed).filter(SavedSms.is).reverse().slice(0, limit);
};
