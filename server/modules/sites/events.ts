import * as t from 'io-ts';
import { Id, IsoDateTime } from '../../../io/codec/primitives';
import { CompanyInfo } from '../../../io/entities/company';
import { Settings } from '../../../io/entities/settings';
import { Catalogue } from '../../../io/entities/site-catalogue';
import type { Aggregate } from '../../events/event';

/** Spec §9: how many days of chat history a site serves when its configuration does not say. */
export const defaultChatHistoryDays = 365;

/**
 * How a site moderates member photos (issue 14): 'pre' keeps an upload pending until a moderator approves
 * it; 'post' shows it at once and a moderator reviews it after. Absent: 'post'.
 */
export const PhotoModeration = t.keyof({ pre: null, post: null }, 'PhotoModeration');
export type PhotoModeration = t.TypeOf<typeof PhotoModeration>;
export const defaultPhotoModeration: PhotoModeration = 'post';

/**
 * The words and phrases a site flags in its members' names and about texts (issue 14, the text queue), beside
 * the rules every site has (e-mail addresses, phone numbers, links). Absent: none.
 */
export const FlaggedWords = t.array(t.string);

/**
 * A white-label site: its full settings, the company behind it and, server side only, its chat history
 * limit in days (absent: defaultChatHistoryDays), its photo moderation, its flagged words and what it sells
 * (absent: the starting catalogue). Stream `site-<domain>`. Published from the staff console (issue 14), it names
 * the site admin in `staffId`.
 */
export const SiteConfigured = t.type({
  type: t.literal('SiteConfigured'),
  data: t.intersection([
    t.type({ domain: t.string, settings: Settings, company: CompanyInfo, configuredAt: IsoDateTime }),
    t.partial({ chatHistoryDays: Id, photoModeration: PhotoModeration, flaggedWords: FlaggedWords, catalogue: Catalogue, staffId: Id }),
  ]),
});

/** @alias The event union, one event so far. */
export const SiteEvent = SiteConfigured;
export type SiteEvent = t.TypeOf<typeof SiteEvent>;

export type SiteState =
  | { readonly status: 'unconfigured' }
  | {
      readonly status: 'configured';
      readonly settings: Settings;
      readonly company: CompanyInfo;
      readonly chatHistoryDays: number;
      readonly photoModeration: PhotoModeration;
      readonly flaggedWords: ReadonlyArray<string>;
      /** null: the starting catalogue (server/modules/sites/starting-catalogue.ts). */
      readonly catalogue: Catalogue | null;
      readonly configuredAt: string;
    };

export const initialState = (): SiteState => ({ status: 'unconfigured' });

export const evolve = (_state: SiteState, event: SiteEvent): SiteState => {
  switch (event.type) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- one event type so far; the exhaustive switch is the module's shape
    case 'SiteConfigured':
      return {
        status: 'configured',
        settings: event.data.settings,
        company: event.data.company,
        chatHistoryDays: event.data.chatHistoryDays ?? defaultChatHistoryDays,
        photoModeration: event.data.photoModeration ?? defaultPhotoModeration,
        flaggedWords: event.data.flaggedWords ?? [],
        catalogue: event.data.catalogue ?? null,
        configuredAt: event.data.configuredAt,
      };
  }
};

export const siteStreamId = (domain: string): string => `site-${domain}`;

export const siteAggregate: Aggregate<SiteState, SiteEvent> = { codec: SiteEvent, initialState, evolve };
