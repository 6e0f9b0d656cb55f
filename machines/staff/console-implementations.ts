import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { StaffLoginRequest } from '../../io/entities/staff';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import { timerActor } from '../shared/timer-actor';
import type { staffConsoleMachine } from './console.machine';

/** The console's session calls, the counts, the session's end as the staff calls hear it, and the counts' timer. */
export const createStaffConsoleImplementations = ({
  staffCall,
  staffSessionEnded$,
  clock,
}: Pick<Platform, 'staffCall' | 'staffSessionEnded$' | 'clock'>): Implementations<typeof staffConsoleMachine> => ({
  actors: {
    whoAmI: fromPromise(async ({ signal }) => (await staffCall('staffMe', { signal })).staff),
    logIn: fromPromise(({ input, signal }: { input: StaffLoginRequest; signal: AbortSignal }) => staffCall('staffLogin', { body: input, signal })),
    logOut: fromPromise(async ({ signal }) => {
      await staffCall('staffLogout', { signal });
    }),
    loadCounts: fromPromise(({ signal }) => staffCall('staffQueues', { signal })),
    watchSession: fromCallback<EventObject, void>(({ sendBack }) => {
      const subscription = staffSessionEnded$.subscribe(() => sendBack({ type: 'session.ended' }));
      return () => subscription.unsubscribe();
    }),
    timer: timerActor(clock),
  },
});
