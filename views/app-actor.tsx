import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { appMachine } from '../machines/app/app.machine';
import type { membersMachine } from '../machines/members/members.machine';

type AppActor = ActorRefFrom<typeof appMachine>;

/** The machines the screens start themselves, already provided with their actors by the app. */
export interface ScreenLogic {
  readonly members: typeof membersMachine;
}

const AppActorContext = createContext<AppActor | null>(null);
const ScreenLogicContext = createContext<ScreenLogic | null>(null);

export const AppActorProvider = (props: { actor: AppActor; logic: ScreenLogic; children: ReactNode }) => (
  <AppActorContext.Provider value={props.actor}>
    <ScreenLogicContext.Provider value={props.logic}>{props.children}</ScreenLogicContext.Provider>
  </AppActorContext.Provider>
);

const useAppActor = (): AppActor => {
  const actor = useContext(AppActorContext);
  if (actor === null) throw new Error('useApp* hooks need <AppActorProvider>');
  return actor;
};

/** Reads one value of the app snapshot; pass a named selector from machines/app/selectors. */
export const useApp = <T,>(selector: (snapshot: SnapshotFrom<typeof appMachine>) => T): T => useSelector(useAppActor(), selector);

/** Named senders for the app machine's events. */
export const useAppEvents = () => {
  const actor = useAppActor();
  return useMemo(
    () => ({
      login: (email: string, password: string) => actor.send({ type: 'session.login', email, password }),
      logout: () => actor.send({ type: 'session.logout' }),
      retry: () => actor.send({ type: 'session.retry' }),
    }),
    [actor],
  );
};

export const useScreenLogic = (): ScreenLogic => {
  const logic = useContext(ScreenLogicContext);
  if (logic === null) throw new Error('useScreenLogic needs <AppActorProvider>');
  return logic;
};
