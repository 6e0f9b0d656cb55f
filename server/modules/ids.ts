import type { Queryable } from '../db/database';

export type IdSequence = 'member_id_seq' | 'conversation_id_seq' | 'message_id_seq';

/** Takes `count` new ids from a sequence, before the command that uses them is decided. */
export const nextIds = async (q: Queryable, sequence: IdSequence, count: number): Promise<number[]> => {
  if (count <= 0) return [];
  const rows = await q.query<{ id: number }>('SELECT nextval($1::regclass) AS id FROM generate_series(1, $2::int) ORDER BY 1', [
    sequence,
    count,
  ]);
  return rows.map((row) => row.id);
};

export const nextId = async (q: Queryable, sequence: IdSequence): Promise<number> => {
  const [id] = await nextIds(q, sequence, 1);
  if (id === undefined) throw new Error(`${sequence} gave no id`);
  return id;
};
