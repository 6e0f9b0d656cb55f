import type { DeskAnswerRequest, DeskConversation } from '../../../io/entities/desk';
import type { StaffProfile } from '../../../io/entities/staff';
import type { Database, Queryable } from '../../db/database';
import { fail, invalidInput, ok, type Answer } from '../../http/answer';
import type { ServerDeps } from '../../http/deps';
import { runConversationCommand } from '../conversations/commands';
import { nextId } from '../ids';
import { runDeskCommand } from './commands';
import { deskLinesOf, findWaiting } from './queue';

type Desk = Pick<ServerDeps, 'db' | 'sites' | 'defaultDomain'>;

const notWaiting = () => fail(404, { error: 'not_found' });

/** The site's settings of the operated profile (its message length bounds the answer), read in the transaction. */
const settingsOf = async (deps: Desk, tx: Queryable, site: string) => (await deps.sites.find(tx, [site], deps.defaultDomain)).settings;

/**
 * Claims a waiting conversation for the staff member (renewing their own claim) and answers what they write
 * from: the member's public profile and language, and the conversation's last lines. Another's claim: 409.
 */
export const claimConversation = async (deps: Desk, staff: StaffProfile, conversationId: number, now: Date): Promise<Answer<DeskConversation>> =>
  deps.db.transaction(async (tx) => {
    if ((await findWaiting(tx, staff, conversationId, now)) === undefined) return notWaiting();
    const claimed = await runDeskCommand(tx, { type: 'ClaimConversation', data: { conversationId, staffId: staff.id, at: now } });
    if (claimed.kind === 'rejected') return fail(409, { error: 'conflict' }); // another desk member is writing here
    const waiting = await findWaiting(tx, staff, conversationId, now);
    if (waiting === undefined) return notWaiting();
    return ok({ waiting, lines: await deskLinesOf(tx, waiting), maxLength: (await settingsOf(deps, tx, waiting.site)).message_length });
  });

/** Lets go of the staff member's claim (nothing when they hold none). */
export const releaseConversation = async (db: Database, staff: StaffProfile, conversationId: number, now: Date): Promise<Answer<{ ok: true }>> =>
  db.transaction(async (tx) => {
    await runDeskCommand(tx, { type: 'ReleaseConversation', data: { conversationId, staffId: staff.id, at: now } });
    return ok({ ok: true as const });
  });

/**
 * Sends the answer as the operated profile, free of charge, naming its writer: only by the holder of an
 * unexpired claim (409 otherwise), only while the conversation waits (404 once answered). The message is a
 * MessageSent like any other, so the member's open tabs, push and notification mails hear of it.
 */
export const answerConversation = async (deps: Desk, staff: StaffProfile, { conversationId, text }: DeskAnswerRequest, now: Date): Promise<Answer<{ ok: true }>> => {
  const trimmed = text.trim();
  return deps.db.transaction(async (tx) => {
    const waiting = await findWaiting(tx, staff, conversationId, now);
    if (waiting === undefined) return notWaiting();
    const { message_length: maxLength } = await settingsOf(deps, tx, waiting.site);
    if (trimmed === '' || trimmed.length > maxLength) return invalidInput('text');
    const released = await runDeskCommand(tx, { type: 'AnswerConversation', data: { conversationId, staffId: staff.id, at: now } });
    if (released.kind === 'rejected') return fail(409, { error: 'conflict' }); // the claim expired or was never taken
    const messageId = await nextId(tx, 'message_id_seq');
    const sent = await runConversationCommand(tx, conversationId, {
      type: 'SendMessage',
      data: { messageId, from: waiting.profile.id, text: trimmed, maxLength, at: now, desk: { staffId: staff.id, memberId: waiting.member.id } },
    });
    // The conversation is open and the profile one of its members (findWaiting): a refusal here is a bug.
    if (sent.kind === 'rejected') throw new Error(`desk answer refused: ${sent.reason}`);
    return ok({ ok: true as const });
  });
};
