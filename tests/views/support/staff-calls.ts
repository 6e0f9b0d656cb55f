import { NEVER } from 'rxjs';
import type { StaffEndpointName, StaffResponseOf } from '../../../io/staff-contract';
import type { StaffApiCall } from '../../../machines/shared/platform';

/** A staff server's answers by call, each from the request body. */
export type StaffAnswers = { [N in StaffEndpointName]?: (body: unknown) => StaffResponseOf<N> };

/** The console's platform on a staff server in memory: a call it has no answer for fails as the network would. */
export const staffPlatformOf = (calls: StaffAnswers) => {
  const staffCall = (async (name: StaffEndpointName, args: { body?: unknown } = {}) => {
    const answer = calls[name] as ((body: unknown) => unknown) | undefined;
    if (answer === undefined) throw { kind: 'network' };
    return answer(args.body);
  }) as StaffApiCall;
  return { staffCall, staffSessionEnded$: NEVER };
};
