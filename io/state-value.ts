import * as t from 'io-ts';

/** An XState state value: a state's key, or each active child by region (`{ loggedIn: 'waiting' }`). */
export type StateValue = string | { readonly [region: string]: StateValue };
export const StateValue: t.Type<StateValue> = t.recursion('StateValue', () => t.union([t.string, t.record(t.string, StateValue)]));
