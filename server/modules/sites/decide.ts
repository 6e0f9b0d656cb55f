import type { CompanyInfo } from '../../../io/entities/company';
import type { Settings } from '../../../io/entities/settings';
import { accept, reject, type Decision } from '../../events/decision';
import { defaultChatHistoryDays, defaultPhotoModeration, type PhotoModeration, type SiteEvent, type SiteState } from './events';

export type SiteCommand = {
  readonly type: 'ConfigureSite';
  readonly data: {
    readonly settings: Settings;
    readonly company: CompanyInfo;
    readonly chatHistoryDays?: number;
    readonly photoModeration?: PhotoModeration;
    readonly flaggedWords?: ReadonlyArray<string>;
    readonly at: Date;
  };
};

export type SiteRejection = 'domain_missing';

/** JSON with object keys sorted: the stored (jsonb) copy of a value has its keys in another order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
const sameJson = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** Configuring a site again with the very same settings changes nothing and records nothing. */
export const configureSite = (command: SiteCommand, state: SiteState): Decision<SiteEvent, SiteRejection> => {
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
    },
  });
};

export const decide = (command: SiteCommand, state: SiteState): Decision<SiteEvent, SiteRejection> => {
  switch (command.type) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- one command type so far; the exhaustive switch is the module's shape
    case 'ConfigureSite':
      return configureSite(command, state);
    default: {
      const _exhaustive: never = command.type; // one command so far: narrow on its tag
      return _exhaustive;
    }
  }
};
