import type { FastifyInstance } from 'fastify';
import { fail, invalidInput, ok } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { findMember } from '../members/find';
import { retryOnConflict } from '../retry';
import { runBlockCommand } from './commands';
import { blockedMembersOf } from './read';

export const registerBlockRoutes = (app: FastifyInstance): void => {
  memberRoute(app, 'getBlocks', async ({ viewer, db }) => ok({ blocked: await blockedMembersOf(db, viewer.member.id) }));

  // Only an existing member can be blocked; blocking one already blocked answers the same.
  memberRoute(app, 'blockMember', async ({ viewer, body, now, transaction }) => {
    const blocker = viewer.member.id;
    if (body.member_id === blocker) return invalidInput('member_id');
    // A keyed request runs in one transaction with its key row: a conflict is answered 409, not retried.
    const done = await transaction(async (tx) => {
      if ((await findMember(tx, body.member_id)) === undefined) return false;
      await runBlockCommand(tx, { type: 'BlockMember', data: { blocker, blocked: body.member_id, at: now } });
      return true;
    });
    return done ? ok({ ok: true as const }) : fail(404, { error: 'not_found' });
  });

  // Unblocking a member not blocked (or not existing) answers the same: the settings list may be stale.
  memberRoute(app, 'unblockMember', async ({ viewer, query, now, transaction }) => {
    const blocker = viewer.member.id;
    await retryOnConflict(() =>
      transaction((tx) => runBlockCommand(tx, { type: 'UnblockMember', data: { blocker, blocked: query.member_id, at: now } })),
    );
    return ok({ ok: true as const });
  });
};
