// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { routeTable, type RouteId } from '../../machines/shell/route-table';
import { createScreenRegistry, type ScreenEntry } from '../../views/screens/registry';
import { compiledMessages } from '../support/messages';
// The heading screens' chunk, transformed with the file's imports: the test's own time does not include it.
import '../../views/screens/HeadingScreen';

afterEach(cleanup);

describe('route → screen registry', () => {
  it('has exactly one entry per route id and loads no chunk before a screen is shown', () => {
    let loads = 0;
    const registry = createScreenRegistry((importer) => {
      loads += 1;
      return importer();
    });
    expect(Object.keys(registry).sort()).toEqual(routeTable.map((entry) => entry.id).sort());
    expect(loads).toBe(0);
  });

  it('gives every screen of a later issue its own heading, never the 404 page', async () => {
    const registry = createScreenRegistry((importer) => importer());
    const headings = routeTable.filter((entry) => typeof registry[entry.id] === 'function' && registry[entry.id].name === 'Heading');
    // Issue 11 builds the landers and member landings branch by branch: only landers may still be headings.
    expect(headings.filter((entry) => !entry.id.startsWith('lander-'))).toEqual([]);
    const show = (id: RouteId) => {
      const Screen = registry[id];
      render(
        <IntlProvider locale="en" messages={compiledMessages.en}>
          <Suspense fallback={null}>
            <Screen />
          </Suspense>
        </IntlProvider>,
      );
    };
    // The first one loads the screens' chunk (HeadingScreen.tsx), as in the app; the others render at once.
    const [first] = headings;
    // Every screen built: nothing shows a heading in waiting any more.
    if (first === undefined) return;
    show(first.id);
    await screen.findByRole('heading', { level: 1 });
    cleanup();
    for (const { id } of headings) {
      show(id);
      const heading = screen.getByRole('heading', { level: 1 });
      expect(heading.textContent, id).not.toBe('This page could not be found');
      expect(heading.textContent, id).not.toBe('');
      cleanup();
    }
  });

  it('is checked by the compiler: a missing route id or a misspelt one does not compile', () => {
    const registry = createScreenRegistry((importer) => importer());
    const { index: _landing, ...withoutLanding } = registry;
    // @ts-expect-error every route id needs a screen
    const incomplete: Record<RouteId, ScreenEntry> = withoutLanding;
    // @ts-expect-error 'memebrs' is not a route id
    const misspelt: RouteId = 'memebrs';
    expect([Object.keys(incomplete).length, misspelt]).toEqual([routeTable.length - 1, 'memebrs']);
  });
});
