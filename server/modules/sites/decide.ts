import type { CompanyInfo } from '../../../io/entities/company';
import type { Settings } from '../../../io/entities/settings';
import type { Catalogue } from '../../../io/entities/site-catalogue';
import type { SiteSettingsForm } from '../../../io/entities/site-admin';
import { applyForm, companyOf } from './settings-form';
import { accept, reject, type Decision } from '../../events/decision';
import { defaultChatHistoryDays, defaultPhotoModeration, type PhotoModeration, type SiteEvent, type SiteState } from './events';

export type SiteCommand =
  | {
      readonly type: 'ConfigureSite';
      readonly data: {
        readonly settings: Settings;
        readonly company: CompanyInfo;
        readonly chatHistoryDays?: number;
        readonly photoModeration?: PhotoModeration;
        readonly flaggedWords?: ReadonlyArray<string>;
        readonly at: Date;
      };
    }
  | {
      /** A site admin publishes settings from the console, as previewed from the configuration of `basedOn`. */
      readonly type: 'PublishSiteSettings';
      readonly data: {
        readonly domain: string;
        readonly form: SiteSettingsForm;
        readonly basedOn: string;
        readonly staffId: number;
        readonly at: Date;
      };
    }
  | {
      /** A site admin publishes what the site sells (packages, codes), as previewed from the configuration of `basedOn`. */
      readonly type: 'PublishCatalogue';
      readonly data: {
        readonly domain: string;
        readonly catalogue: Catalogue;
        readonly basedOn: string;
        readonly staffId: number;
        readonly at: Date;
      };
    };
export type SiteRejection = 'domain_missing' | 'not_configured' | 'stale';

/** JSON with object keys sorted: the stored (jsonb) copy of a value has its keys in another order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
const sameJson = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

type CommandOf<T extends SiteCommand['type']> = Extract<SiteCommand, { type: T }>;

/**
 * Configuring a site again with the very same settings changes nothing and records nothing. What its admins
 * sell (the catalogue) is theirs: configuring the site keeps it.
 */
export const configureSite = (command: CommandOf<'ConfigureSite'>, state: SiteState): Decision<SiteEvent, SiteRejection> => {
  const { settings, company, chatHistoryDays, photoModeration, flaggedWords, at } = command.data;
  if (settings.domain === '') return reject('domain_missing');
  const unchanged = state.status === 'configured' && sameJson(state.settings, settings) && sameJson(state.company, company)
    && state.chatHistoryDays === (chatHistoryDays ?? defaultChatHistoryDays) && state.photoModeration === (photoModeration ?? defaultPhotoModeration)
    && sameJson(state.flaggedWords, flaggedWords ?? []);
  if (unchanged) return accept();
  return accept({
    type: 'SiteConfigured',
    data: {
      domain: settings.domain,
      settings,
      company,
      configuredAt: at.toISOString(),
      ...(chatHistoryDays === undefined ? {} : { chatHistoryDays }),
      ...(photoModeration === undefined ? {} : { photoModeration }),
      ...(flaggedWords === undefined ? {} : { flaggedWords: [...flaggedWords] }),
      ...(state.status === 'configured' && state.catalogue !== null ? { catalogue: state.catalogue } : {}),
    },
  });
};

/** Publishing what changes nothing (settings and company) records nothing; a site published by someone else since the preview is stale. */
export const publishSiteSettings = ({ data }: CommandOf<'PublishSiteSettings'>, state: SiteState): Decision<SiteEvent, SiteRejection> => {
  if (state.status !== 'configured') return reject('not_configured');
  if (state.configuredAt !== data.basedOn) return reject('stale');
  const settings = applyForm(state.settings, state.photoModeration, data.form);
  const company = companyOf(state.company, data.form);
  const { photo_moderation: photoModeration, flagged_words: flaggedWords } = data.form;
  if (sameJson(settings, state.settings) && sameJson(company, state.company) && photoModeration === state.photoModeration && sameJson(flaggedWords, state.flaggedWords)) return accept();
  return accept({
    type: 'SiteConfigured',
    data: {
      domain: data.domain, settings, company, configuredAt: data.at.toISOString(), chatHistoryDays: state.chatHistoryDays,
      photoModeration, flaggedWords: [...flaggedWords], ...catalogueOf(state), staffId: data.staffId,
    },
  });
};

const catalogueOf = (state: Extract<SiteState, { status: 'configured' }>): { catalogue?: Catalogue } =>
  state.catalogue === null ? {} : { catalogue: state.catalogue };

/** Publishing the catalogue the site sells already records nothing; one published by someone else since the preview is stale. */
export const publishCatalogue = ({ data }: CommandOf<'PublishCatalogue'>, state: SiteState): Decision<SiteEvent, SiteRejection> => {
  if (state.status !== 'configured') return reject('not_configured');
  if (state.configuredAt !== data.basedOn) return reject('stale');
  if (state.catalogue !== null && sameJson(state.catalogue, data.catalogue)) return accept();
  return accept({
    type: 'SiteConfigured',
    data: {
      domain: data.domain, settings: state.settings, company: state.company, configuredAt: data.at.toISOString(), chatHistoryDays: state.chatHistoryDays,
      photoModeration: state.photoModeration, flaggedWords: [...state.flaggedWords], catalogue: data.catalogue, staffId: data.staffId,
    },
  });
};

export const decide = (command: SiteCommand, state: SiteState): Decision<SiteEvent, SiteRejection> => {
  switch (command.type) {
    case 'ConfigureSite':
      return configureSite(command, state);
    case 'PublishSiteSettings':
      return publishSiteSettings(command, state);
    case 'PublishCatalogue':
      return publishCatalogue(command, state);
  }
};
