import { routeOf, type RouteId } from '../shell/route-table';

/**
 * The id of the spec §2 route a path belongs to ('index', 'signup', 'settings', 'activate-done', ...), or
 * null for a path no route matches. The ids are those of machines/shell/route-table.ts (one table of
 * paths for the whole product); machines that gate on routes compare ids, never paths.
 */
export const routeIdOf = (path: string): RouteId | null => routeOf(path)?.id ?? null;
