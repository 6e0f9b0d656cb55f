import type { Queryable } from '../../db/database';
import { handleCommand } from '../handle-command';
import { decide, type LikeCommand } from './decide';
import { likesAggregate, likesStreamId } from './events';

/** Likes live on the liker's stream, `likes-<from>`, also when the liked member marks one seen. */
export const runLikeCommand = (tx: Queryable, command: LikeCommand) =>
  handleCommand(tx, likesAggregate, likesStreamId(command.data.from), (state) => decide(command, state), command.data.at);
