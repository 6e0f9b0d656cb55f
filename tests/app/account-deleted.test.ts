import { describe, expect, it } from 'vitest';
import { accountDeletedOn } from '../../app/platform';
import { routeOf } from '../../machines/shell/route-table';

describe('accountDeletedOn', () => {
  it('moves the page to /account-deleted, in place of the member screen, before the app forgets the member', () => {
    const steps: string[] = [];
    const history = {
      state: { kept: true },
      replaceState: (state: unknown, _unused: string, url?: string | URL | null) => {
        steps.push(`replace ${String(url)} ${JSON.stringify(state)}`);
      },
    };
    accountDeletedOn(history, () => steps.push('session ended'))();
    expect(steps).toEqual(['replace /account-deleted {"kept":true}', 'session ended']);
  });

  it('leads to a route anyone may see, so the ended session sends nobody to /login', () => {
    expect(routeOf('/account-deleted')).toMatchObject({ id: 'account-deleted', access: 'any' });
  });
});
