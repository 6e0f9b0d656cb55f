/**
 * A stable name for one transition of a machine: its source state, its event, and its index among the
 * guarded alternatives for that event. The model-based tests record coverage under these names and the
 * visualiser marks its edges by them, so both must name a transition alike.
 */
export const transitionKey = (sourceId: string, eventType: string, index: number): string => `${sourceId} ${eventType} #${index}`;
