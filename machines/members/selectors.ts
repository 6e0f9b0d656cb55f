import type { SnapshotFrom } from 'xstate';
import { searchHref } from './filters';
import { pageCount, type membersMachine } from './members.machine';

type MembersSnapshot = SnapshotFrom<typeof membersMachine>;

const noRegions: ReadonlyArray<string> = [];

/** The members on the current page (same array object until the page changes). */
export const selectMembers = (s: MembersSnapshot) => s.context.results;
/** Members of relaxed filters, shown when the search finds few. */
export const selectSimilar = (s: MembersSnapshot) => s.context.similar;
/** The 1-based page shown. */
export const selectPage = (s: MembersSnapshot) => s.context.query.page ?? 1;
/** Number of pages, at least 1. */
export const selectPageCount = (s: MembersSnapshot) => pageCount(s.context);
/** Whether the machine accepts going one page back / forward (the view asks, it does not re-decide). */
export const selectCanGoBack = (s: MembersSnapshot) => s.can({ type: 'members.page', page: selectPage(s) - 1 });
export const selectCanGoForward = (s: MembersSnapshot) => s.can({ type: 'members.page', page: selectPage(s) + 1 });
export const selectIsLoading = (s: MembersSnapshot) => s.matches({ results: 'loading' });
export const selectHasFailed = (s: MembersSnapshot) => s.matches({ results: 'failed' });
/** The URL of the search shown: the screen keeps the address bar on it (shareable, survives a reload). */
export const selectSearchHref = (s: MembersSnapshot) => searchHref(s.context.query);
/** The filter panel as typed, and the error of each field that stops the search. */
export const selectDraft = (s: MembersSnapshot) => s.context.draft;
export const selectFilterErrors = (s: MembersSnapshot) => s.context.errors;
/** The regions of the country chosen in the panel (none before a country is chosen). */
export const selectDraftRegions = (s: MembersSnapshot) => s.context.regions[s.context.draft.country] ?? noRegions;
