import * as t from 'io-ts';
import { IsoDateTime } from '../../../io/codec/primitives';
import { CompanyInfo } from '../../../io/entities/company';
import { Settings } from '../../../io/entities/settings';
import type { Aggregate } from '../../events/event';

/** A white-label site: its full settings and the company behind it. Stream `site-<domain>`. */
export const SiteConfigured = t.type({
  type: t.literal('SiteConfigured'),
  data: t.type({ domain: t.string, settings: Settings, company: CompanyInfo, configuredAt: IsoDateTime }),
});

/** @alias The event union, one event so far. */
export const SiteEvent = SiteConfigured;
export type SiteEvent = t.TypeOf<typeof SiteEvent>;

export type SiteState =
  | { readonly status: 'unconfigured' }
  | { readonly status: 'configured'; readonly settings: Settings; readonly company: CompanyInfo };

export const initialState = (): SiteState => ({ status: 'unconfigured' });

export const evolve = (_state: SiteState, event: SiteEvent): SiteState => {
  switch (event.type) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- one event type so far; the exhaustive switch is the module's shape
    case 'SiteConfigured':
      return { status: 'configured', settings: event.data.settings, company: event.data.company };
  }
};

export const siteStreamId = (domain: string): string => `site-${domain}`;

export const siteAggregate: Aggregate<SiteState, SiteEvent> = { codec: SiteEvent, initialState, evolve };
