import type { RecordedActor, RecordedSnapshot } from '../../io/recording';

/** One replayed step: the snapshot the machine reached again, and whether it is the recorded one. */
export interface StepCheck {
  /** The step's index in the recording. */
  readonly step: number;
  readonly event: string;
  readonly actual: RecordedSnapshot;
  readonly matches: boolean;
}

export interface ActorReplay {
  readonly actor: RecordedActor;
  /** False for a machine this build does not have (a recording of another version). */
  readonly known: boolean;
  readonly checks: ReadonlyArray<StepCheck>;
}

/** The replayed actor a replay shows (its session id), among the replayed ones. */
export const chosenReplay = (replay: { readonly replays: ReadonlyArray<ActorReplay>; readonly actor: string } | null): ActorReplay | undefined =>
  replay?.replays.find((candidate) => candidate.actor.actor === replay.actor);
