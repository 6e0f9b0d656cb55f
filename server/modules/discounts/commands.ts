import type { Queryable } from '../../db/database';
import { handleCommand } from '../handle-command';
import { decide, type DiscountCommand } from './decide';
import { discountsAggregate, discountsStreamId } from './events';

/** Runs a discount command on `discounts-<memberId>` in the caller's transaction. */
export const runDiscountCommand = (tx: Queryable, command: DiscountCommand) =>
  handleCommand(tx, discountsAggregate, discountsStreamId(command.data.member.id), (state) => decide(command, state), command.data.at);
