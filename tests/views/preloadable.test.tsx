// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from '../../views/screens/preloadable';

afterEach(cleanup);

const Hello = () => <p>hello</p>;

describe('a preloadable screen', () => {
  it('renders at once, without suspending, once preloaded', async () => {
    let loads = 0;
    const Screen = preloadable(async () => {
      loads += 1;
      return { default: Hello };
    });
    await Screen.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Screen />
      </Suspense>,
    );
    // No microtask has run since render: a lazy screen would still show its fallback here.
    expect(screen.getByText('hello')).toBeDefined();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(loads).toBe(1);
  });

  it('suspends like React.lazy when not preloaded, and loads its chunk once', async () => {
    let loads = 0;
    const Screen = preloadable(async () => {
      loads += 1;
      return { default: Hello };
    });
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeDefined();
    await act(() => Screen.preload());
    expect(await screen.findByText('hello')).toBeDefined();
    expect(loads).toBe(1);
  });

  it('asks for a failed chunk again on the next preload', async () => {
    let attempts = 0;
    const Screen = preloadable(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return { default: Hello };
    });
    await expect(Screen.preload()).rejects.toThrow('chunk failed');
    await Screen.preload();
    expect(attempts).toBe(2);
  });
});
