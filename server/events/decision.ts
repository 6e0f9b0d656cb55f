/** What a decider answers: the new events, or why the command is refused (nothing is written then). */
export type Decision<E, R> =
  | { readonly kind: 'accepted'; readonly events: ReadonlyArray<E> }
  | { readonly kind: 'rejected'; readonly reason: R };

export const accept = <E>(...events: ReadonlyArray<E>): Decision<E, never> => ({ kind: 'accepted', events });

export const reject = <R>(reason: R): Decision<never, R> => ({ kind: 'rejected', reason });
