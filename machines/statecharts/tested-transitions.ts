import tested from './tested-transitions.json';

/**
 * The transitions the model-based tests take, by machine id (written by `npm run statecharts` from the
 * explorations of tests/machines; each exploration checks that it lists what it took). A machine without
 * an entry has no model-based test.
 */
export const testedTransitions: Readonly<Record<string, ReadonlyArray<string>>> = tested;
