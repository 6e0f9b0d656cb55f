// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routeTable, type RouteId } from '../../machines/shell/route-table';
import { createScreenRegistry, type ScreenEntry } from '../../views/screens/registry';

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
