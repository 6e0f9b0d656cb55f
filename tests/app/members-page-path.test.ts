import { describe, expect, it } from 'vitest';
import { membersPagePath } from '../../io/page';
import { routeOf } from '../../machines/shell/route-table';

describe('the members page path the page server inlines results for', () => {
  it("is the route table's members area", () => {
    expect(routeOf(membersPagePath)?.id).toBe('members');
  });
});
