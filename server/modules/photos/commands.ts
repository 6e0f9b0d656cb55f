import type { Queryable } from '../../db/database';
import { accept, type Decision } from '../../events/decision';
import { handleCommand } from '../handle-command';
import { decide, type PhotoCommand, type PhotoRejection } from './decide';
import { evolve, photosAggregate, photosStreamId, type PhotoEvent, type PhotosState } from './events';

/** Runs a photo command on `photos-<memberId>` in the caller's transaction. */
export const runPhotoCommand = (tx: Queryable, command: PhotoCommand) =>
  handleCommand(tx, photosAggregate, photosStreamId(command.data.memberId), (state) => decide(command, state), command.data.at);

/** Each command decided on the state the ones before it left; the first refusal refuses them all. */
const decideInTurn = (commands: ReadonlyArray<PhotoCommand>, state: PhotosState): Decision<PhotoEvent, PhotoRejection> => {
  const events: PhotoEvent[] = [];
  let current = state;
  for (const command of commands) {
    const decision = decide(command, current);
    if (decision.kind === 'rejected') return decision;
    events.push(...decision.events);
    current = decision.events.reduce(evolve, current);
  }
  return accept(...events);
};

/**
 * Several commands on one member's photos, read and appended once (the demo seed: a member's photos in
 * one go, where one command each would cost a stream read and an append per photo).
 */
export const runPhotoCommands = (tx: Queryable, memberId: number, commands: ReadonlyArray<PhotoCommand>, at: Date) =>
  handleCommand(tx, photosAggregate, photosStreamId(memberId), (state) => decideInTurn(commands, state), at);
