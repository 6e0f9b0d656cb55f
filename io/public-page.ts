import * as t from 'io-ts';
import { CompanyInfo } from './entities/company';
import { MemberSummary } from './entities/member';
import { PhotoView } from './entities/photo';
import { MemberProfile } from './entities/profile';

/**
 * One member's teaser on the member landings (/members/{id}/landing, /signup, /landing2, /landing3): their
 * profile as a visitor may see it and their photos as a visitor receives them (blurred on the server
 * beyond the main photo, spec §6), so the landing shows what signing up unlocks.
 */
export const MemberTeaser = t.type({ profile: MemberProfile, photos: t.array(PhotoView) });
export type MemberTeaser = t.TypeOf<typeof MemberTeaser>;

/** GET /api/teasers.php: members a visitor may see, near the visitor, for the landing and the landers. */
export const Teasers = t.type({ members: t.array(MemberSummary) });
export type Teasers = t.TypeOf<typeof Teasers>;

/**
 * What a public page shows beyond the settings: the company's facts (legal texts), members near the
 * visitor (landing, landers), one member's teaser (member landings). The server renderer asks the page
 * server for the parts its route needs (PublicSources), renders with them and reports them in
 * RenderedPage.data; the page server inlines them as `<script type="application/json" id="rdv-public">`,
 * so the browser hydrates with the same data instead of calling for it.
 */
export const PublicPageData = t.partial({ company: CompanyInfo, teasers: Teasers, member: t.union([MemberTeaser, t.null]) });
export type PublicPageData = t.TypeOf<typeof PublicPageData>;
export const inlinedPublicDataId = 'rdv-public';

/** Where the server renderer gets a public page's data: the page server's reads, for the request's site and visitor. */
export interface PublicSources {
  readonly company: () => Promise<CompanyInfo>;
  readonly teasers: () => Promise<Teasers>;
  /** null: no member by that id that a visitor may see. */
  readonly member: (id: number) => Promise<MemberTeaser | null>;
}

/** The parts of PublicPageData a page needs. */
export interface PublicNeeds {
  readonly company: boolean;
  readonly teasers: boolean;
  readonly member: number | null;
}
