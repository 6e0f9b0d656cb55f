import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../../server/db/database';

export const idOf = async (db: Queryable, email: string): Promise<number> => {
  const [row] = await db.query<{ id: number }>('SELECT id FROM members WHERE email = $1', [email]);
  if (row === undefined) throw new Error(`no member ${email}`);
  return row.id;
};

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request as a logged-in member (cookie) or a visitor (undefined). */
export const requester =
  (app: () => FastifyInstance) =>
  (cookie: string | undefined, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
    app().inject({ method, url, ...(payload === undefined ? {} : { payload }), headers: cookie === undefined ? {} : { cookie } });

/** The types of the events on a stream, in order. */
export const streamTypes = async (db: Queryable, streamId: string): Promise<string[]> =>
  (await db.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1 ORDER BY version', [streamId])).map((row) => row.type);
