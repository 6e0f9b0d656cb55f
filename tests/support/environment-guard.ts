// Setup file of the `unit` project: every file there runs in node unless its first line is the docblock
// // @vitest-environment happy-dom (files under tests/views/ must have it; fail them loudly if they don't).
import { expect } from 'vitest';

const testPath = expect.getState().testPath ?? '';

if (/[\\/]tests[\\/]views[\\/]/.test(testPath) && typeof document === 'undefined') {
  throw new Error(
    `${testPath}: tests under tests/views/ need a DOM; start the file with the line "// @vitest-environment happy-dom"`,
  );
}
