import type { Queryable } from '../../db/database';
import { reject } from '../../events/decision';
import { isBlockedEitherWay } from '../blocks/read';
import { handleCommand } from '../handle-command';
import { decide, type LikeCommand } from './decide';
import { likesAggregate, likesStreamId } from './events';

/** Likes live on the liker's stream, `likes-<from>`, also when the liked member marks one seen. */
export const runLikeCommand = async (tx: Queryable, command: LikeCommand) =>
  // A block hides the members from each other: liking across it is refused as if the member did not exist.
  command.type === 'GiveLike' && (await isBlockedEitherWay(tx, command.data.from, command.data.to))
    ? reject('not_found' as const)
    : handleCommand(tx, likesAggregate, likesStreamId(command.data.from), (state) => decide(command, state), command.data.at);
