import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { decode } from '../../../io/codec/decode';
import type { StaffProfile } from '../../../io/entities/staff';
import { TextMatch, TextRule, type FlaggedText, type TextApproveRequest, type TextEditRequest, type TextQueue } from '../../../io/entities/text-moderation';
import type { Database, Queryable } from '../../db/database';
import { fail, invalidInput, ok, type Answer } from '../../http/answer';
import { runAccountCommand } from '../accounts/commands';
import { retryOnConflict } from '../retry';
import { moderatedMember } from './moderation';
import { onStaffSitesSql } from './read';
import { queueTextEditMail } from './text-edit-mail';

/** How many flagged texts the queue shows at once: a moderator works from the oldest. */
export const textQueuePage = 50;

// A staff member limited to some sites sees only theirs; a deleted or erased profile is shown to nobody.
const waiting = `m.profile_status NOT IN ('deleted', 'erased') AND ${onStaffSitesSql('m.site')}`;

interface FlaggedRow {
  readonly member_id: string;
  readonly name: string;
  readonly site: string;
  readonly field: FlaggedText['field'];
  readonly text: string;
  readonly flags: unknown;
  readonly matches: unknown;
  readonly flagged_at: Date;
}

// Written by the projection from a decoded event; read back through the codec all the same.
const decoded = <A>(codec: t.Type<A, unknown>, value: unknown): A => {
  const result = decode(codec, value);
  if (E.isLeft(result)) throw new Error('flagged_texts holds a value its event never had');
  return result.right;
};

const flaggedTextOf = (row: FlaggedRow): FlaggedText => ({
  memberId: Number(row.member_id), memberName: row.name, site: row.site, field: row.field, text: row.text,
  flags: decoded(t.array(TextRule), row.flags),
  matches: decoded(t.array(TextMatch), row.matches).map((match) => ({ ...match, part: row.text.slice(match.start, match.end) })),
  flaggedAt: row.flagged_at.toISOString(),
});

/** Flagged names and about texts of the staff member's sites, the longest waiting first, with what matched where. */
export const flaggedTexts = async (q: Queryable, staff: StaffProfile): Promise<TextQueue> => {
  const rows = await q.query<FlaggedRow & { total: string }>(
    `SELECT f.member_id::text AS member_id, m.name, m.site, f.field, f.text, f.flags, f.matches, f.flagged_at, count(*) OVER ()::text AS total
       FROM flagged_texts f JOIN members m ON m.id = f.member_id
      WHERE ${waiting} ORDER BY f.flagged_at, f.member_id, f.field LIMIT ${String(textQueuePage)}`,
    [staff.sites],
  );
  return { texts: rows.map(flaggedTextOf), total: Number(rows[0]?.total ?? 0) };
};

/** How many flagged texts wait on the staff member's sites. */
export const flaggedTextCount = async (q: Queryable, staff: StaffProfile): Promise<number> => {
  const [row] = await q.query<{ count: string }>(`SELECT count(*)::text AS count FROM flagged_texts f JOIN members m ON m.id = f.member_id WHERE ${waiting}`, [staff.sites]);
  return Number(row?.count ?? 0);
};

type TextDecisionRequest = TextApproveRequest | TextEditRequest;

const isEdit = (body: TextDecisionRequest): body is TextEditRequest => 'replacement' in body;

/**
 * Approves or edits a flagged text of a member on one of the staff member's sites (404 for any other), naming
 * the text the moderator saw: one the member changed meanwhile, or another moderator decided, answers 409.
 * An edit is what the profile shows from then on, and the member is mailed why, in their language, in the
 * same transaction.
 */
export const decideText = async (db: Database, staff: StaffProfile, body: TextDecisionRequest, at: Date): Promise<Answer<{ ok: true }>> =>
  retryOnConflict(() => db.transaction(async (tx) => {
    const member = await moderatedMember(tx, staff, body.memberId);
    if (member === undefined) return fail(404, { error: 'not_found' });
    const seen = { field: body.field, seen: body.text, staffId: staff.id, at };
    const decision = isEdit(body)
      ? await runAccountCommand(tx, member.id, { type: 'EditText', data: { ...seen, replacement: body.replacement, reason: body.reason } })
      : await runAccountCommand(tx, member.id, { type: 'ApproveText', data: seen });
    if (decision.kind === 'rejected') return decision.reason === 'replacement_invalid' ? invalidInput('replacement') : fail(409, { error: 'conflict' });
    const edited = decision.events.find((event) => event.type === 'TextEdited');
    if (edited !== undefined) await queueTextEditMail(tx, member, edited.data, at);
    return ok({ ok: true as const });
  }));
