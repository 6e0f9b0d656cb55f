import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { connectivityMachine } from '../machines/connectivity/connectivity.machine';
import type { localeMachine } from '../machines/locale/locale.machine';
import type { progressMachine } from '../machines/progress/progress.machine';

/** The running machines of the shell, created by app/ and read by the views. */
export interface ShellActors {
  readonly locale: ActorRefFrom<typeof localeMachine>;
  readonly progress: ActorRefFrom<typeof progressMachine>;
  readonly connectivity: ActorRefFrom<typeof connectivityMachine>;
}

/** Facts about the browser the views need, read once by app/ (the views never touch window). */
export interface ShellEnvironment {
  /** Installed-app mode (display-mode: standalone). */
  readonly standalone: boolean;
  readonly hasHistory: () => boolean;
  readonly goBack: () => void;
  /** Whether this is a smartphone now (spec §2: signup opens its route there, a modal elsewhere). */
  readonly smartphone: () => boolean;
  /** This year, for the copyright line (read once at start, like every clock read, outside the views). */
  readonly year: number;
}

const ActorsContext = createContext<ShellActors | null>(null);
const EnvironmentContext = createContext<ShellEnvironment | null>(null);

export const ShellProvider = (props: { actors: ShellActors; environment: ShellEnvironment; children: ReactNode }) => (
  <ActorsContext.Provider value={props.actors}>
    <EnvironmentContext.Provider value={props.environment}>{props.children}</EnvironmentContext.Provider>
  </ActorsContext.Provider>
);

export const useShellActors = (): ShellActors => {
  const actors = useContext(ActorsContext);
  if (actors === null) throw new Error('useShellActors needs <ShellProvider>');
  return actors;
};

export const useEnvironment = (): ShellEnvironment => {
  const environment = useContext(EnvironmentContext);
  if (environment === null) throw new Error('useEnvironment needs <ShellProvider>');
  return environment;
};
