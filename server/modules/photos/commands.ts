import type { Queryable } from '../../db/database';
import { handleCommand } from '../handle-command';
import { decide, type PhotoCommand } from './decide';
import { photosAggregate, photosStreamId } from './events';

/** Runs a photo command on `photos-<memberId>` in the caller's transaction. */
export const runPhotoCommand = (tx: Queryable, command: PhotoCommand) =>
  handleCommand(tx, photosAggregate, photosStreamId(command.data.memberId), (state) => decide(command, state), command.data.at);
