import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyStateMachine, SnapshotFrom } from 'xstate';
import type { appMachine } from '../machines/app/app.machine';

type AppActor = ActorRefFrom<typeof appMachine>;

/**
 * For screens that start their own machine: the machine of a feature folder, given back with the
 * implementations app/ composed for it (app/features.ts). It throws for a machine app/ does not know.
 */
export type ProvidedLogic = <M extends AnyStateMachine>(machine: M) => M;

const AppActorContext = createContext<AppActor | null>(null);
const ProvidedLogicContext = createContext<ProvidedLogic | null>(null);

export const AppActorProvider = (props: { actor: AppActor; logic: ProvidedLogic; children: ReactNode }) => (
  <AppActorContext.Provider value={props.actor}>
    <ProvidedLogicContext.Provider value={props.logic}>{props.children}</ProvidedLogicContext.Provider>
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

/** The feature machine `machine` with its implementations, for a screen to start with useActorRef. */
export const useProvidedMachine = <M extends AnyStateMachine>(machine: M): M => {
  const logic = useContext(ProvidedLogicContext);
  if (logic === null) throw new Error('useProvidedMachine needs <AppActorProvider>');
  return useMemo(() => logic(machine), [logic, machine]);
};
