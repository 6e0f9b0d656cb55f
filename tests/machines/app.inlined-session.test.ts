import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { selectSessionPhase, selectUser } from '../../machines/app/selectors';
import type { TotalsChanged } from '../../machines/app/types';
import { aSettings, aUser } from '../support/fixtures';
import { flush, inert, pending } from './support/actors';

/** The app machine counting its session loads; the inlined session (or none) as given. */
const startApp = async (session?: { user: ReturnType<typeof aUser> | null }) => {
  let userLoads = 0;
  const actor = createActor(
    appMachine.provide({
      actors: {
        loadUser: fromPromise(async () => {
          userLoads += 1;
          return aUser();
        }),
        login: fromPromise(async () => aUser()),
        logout: fromPromise<void, void>(async () => undefined),
        loadMemberData: pending(),
        loadChatsAndLikes: pending(),
        timer: inert<{ ms: number }>(),
        totalsSink: inert<void, TotalsChanged>(),
      },
    }),
    { input: { settings: aSettings(), pushSubscribed: false, ...(session === undefined ? {} : { session }) } },
  );
  actor.start();
  const phaseAtStart = selectSessionPhase(actor.getSnapshot());
  await flush();
  return { actor, phaseAtStart, userLoads: () => userLoads };
};

describe('the session inlined into the page', () => {
  it('starts a visitor logged out without asking the server', async () => {
    const app = await startApp({ user: null });
    expect(app.phaseAtStart).toBe('out');
    expect(app.userLoads()).toBe(0);
  });

  it('starts a member logged in with the inlined user, without asking the server', async () => {
    const member = aUser();
    const app = await startApp({ user: member });
    expect(app.phaseAtStart).toBe('in');
    expect(selectUser(app.actor.getSnapshot())).toBe(member);
    expect(app.userLoads()).toBe(0);
  });

  it('without an inlined session, loads the member first', async () => {
    const app = await startApp();
    expect(app.phaseAtStart).toBe('loading');
    expect(app.userLoads()).toBe(1);
    expect(selectSessionPhase(app.actor.getSnapshot())).toBe('in');
  });
});
