import type { SnapshotFrom } from 'xstate';
import { pageCount, type membersMachine } from './members.machine';

type MembersSnapshot = SnapshotFrom<typeof membersMachine>;

/** The members on the current page (same array object until the page changes). */
export const selectMembers = (s: MembersSnapshot) => s.context.results;
/** The 1-based page shown. */
export const selectPage = (s: MembersSnapshot) => s.context.query.page ?? 1;
/** Number of pages, at least 1. */
export const selectPageCount = (s: MembersSnapshot) => pageCount(s.context);
/** Whether the machine accepts going one page back / forward (the view asks, it does not re-decide). */
export const selectCanGoBack = (s: MembersSnapshot) => s.can({ type: 'members.page', page: selectPage(s) - 1 });
export const selectCanGoForward = (s: MembersSnapshot) => s.can({ type: 'members.page', page: selectPage(s) + 1 });
export const selectIsLoading = (s: MembersSnapshot) => s.matches('loading');
export const selectHasFailed = (s: MembersSnapshot) => s.matches('failed');
