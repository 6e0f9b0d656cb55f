import type { SnapshotFrom } from 'xstate';
import type { CompanyInfo } from '../../io/entities/company';
import type { MemberSummary } from '../../io/entities/member';
import type { MemberTeaser } from '../../io/public-page';
import type { publicPageMachine } from './public-page.machine';

type Snapshot = SnapshotFrom<typeof publicPageMachine>;

const noMembers: ReadonlyArray<MemberSummary> = [];

/** The company's facts, once known. */
export const selectCompany = (snapshot: Snapshot): CompanyInfo | null => snapshot.context.data.company ?? null;
/** Members near the visitor (empty until loaded, or when the site has none a visitor may see). */
export const selectTeasers = (snapshot: Snapshot): ReadonlyArray<MemberSummary> => snapshot.context.data.teasers?.members ?? noMembers;
/** A member landing's member; null when there is none a visitor may see, undefined while loading. */
export const selectMemberTeaser = (snapshot: Snapshot): MemberTeaser | null | undefined => snapshot.context.data.member;
/** Loading the page's data. */
export const selectIsLoading = (snapshot: Snapshot): boolean => snapshot.hasTag('busy');
/** Loading failed: the page offers to try again. */
export const selectHasFailed = (snapshot: Snapshot): boolean => snapshot.matches('failed');
