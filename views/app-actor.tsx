import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorOptions, ActorRefFrom, AnyStateMachine, SnapshotFrom } from 'xstate';
import type { appMachine } from '../machines/app/app.machine';
import type { Feature } from '../machines/shared/feature';
import type { Platform } from '../machines/shared/platform';

type AppActor = ActorRefFrom<typeof appMachine>;

const AppActorContext = createContext<AppActor | null>(null);
const PlatformContext = createContext<Platform | null>(null);

/** The app actor, and the platform a screen's own feature machine is provided on (useFeatureMachine). */
export const AppActorProvider = (props: { actor: AppActor; platform: Platform; children: ReactNode }) => (
  <AppActorContext.Provider value={props.actor}>
    <PlatformContext.Provider value={props.platform}>{props.children}</PlatformContext.Provider>
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
      login: (email: string, password: string, reactivate = false) => actor.send({ type: 'session.login', email, password, reactivate }),
      logout: () => actor.send({ type: 'session.logout' }),
      retry: () => actor.send({ type: 'session.retry' }),
      dismissNotice: () => actor.send({ type: 'notice.dismiss' }),
    }),
    [actor],
  );
};

/**
 * A screen's own feature (machines/<feature>/feature.ts) with its implementations on the app's platform,
 * for the screen to start with useActorRef. The screen imports the feature itself, so its machine and
 * implementations load with the screen's chunk, not with the first paint.
 */
export const useFeatureMachine = <M extends AnyStateMachine>(entry: Feature<M>): M => {
  const platform = useContext(PlatformContext);
  if (platform === null) throw new Error('useFeatureMachine needs <AppActorProvider>');
  return useMemo(() => entry.provide(platform), [entry, platform]);
};

/** What useActorRef takes after the machine: its options, required when the machine needs an input. */
type ActorArgs<M extends AnyStateMachine> = Parameters<typeof useActorRef<M>> extends [unknown, ...infer Rest] ? Rest : never;

/**
 * useActorRef with the app's inspection observer (platform.inspect: the statechart visualiser's live view
 * and the session recording), so every actor a view starts is seen like the ones app/ starts.
 */
export const useMachineActor = <M extends AnyStateMachine>(machine: M, ...args: ActorArgs<M>): ActorRefFrom<M> => {
  const inspect = useContext(PlatformContext)?.inspect;
  const options = args[0] as ActorOptions<M> | undefined;
  // The same options useActorRef was typed to take, plus the observer; its conditional rest type cannot be rebuilt here.
  return (useActorRef as (machine: M, options: ActorOptions<M>) => ActorRefFrom<M>)(machine, { ...options, ...(inspect === undefined ? {} : { inspect }) });
};

/** A screen's own feature started as an actor on the app's platform (useFeatureMachine + useMachineActor). */
export const useFeatureActor = <M extends AnyStateMachine>(entry: Feature<M>, ...args: ActorArgs<M>): ActorRefFrom<M> =>
  useMachineActor(useFeatureMachine(entry), ...args);

/** Whether this server runs the statechart visualiser (the platform can open the inspection channel). */
export const useInspectionAvailable = (): boolean => useContext(PlatformContext)?.openInspection !== undefined;

/** The app's clock reading when the view renders (virtual in tests): for "today" and "this week" in lists. */
export const useNow = (): number => {
  const platform = useContext(PlatformContext);
  if (platform === null) throw new Error('useNow needs <AppActorProvider>');
  return platform.clock.now();
};
