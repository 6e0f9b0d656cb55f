// Setup file of the `unit` project: every file there runs in node unless its first line is the docblock
// // @vitest-environment happy-dom (files under tests/views/ must have it; fail them loudly if they don't).
import { expect } from 'vitest';

const testPath = expect.getState().testPath ?? '';

if (/[\\/]tests[\\/]views[\\/]/.test(testPath) && typeof document === 'undefined') {
  throw new Error(
    `${testPath}: tests under tests/views/ need a DOM; start the file with the line "// @vitest-environment happy-dom"`,
  );
}

// Testing Library's findBy*/waitFor give up after 1 s by default: a speed target, not a hang detector. A lazily
// loaded screen on a busy 2-core machine (a build running alongside) took longer than that, so DOM tests wait as
// long as the test itself may run; a screen that never arrives still fails.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 25_000 });
}
