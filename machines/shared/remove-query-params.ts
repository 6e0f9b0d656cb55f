import { fromPromise } from 'xstate';
import type { Platform } from './platform';

/** The `removeQueryParams` actor of any machine that takes parameters off the URL. */
export const removeQueryParamsActor = ({ removeQueryParams }: Pick<Platform, 'removeQueryParams'>) =>
  fromPromise<void, { names: ReadonlyArray<string> }>(async ({ input }) => removeQueryParams(input.names));
