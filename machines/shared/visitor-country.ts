import type { SnapshotFrom } from 'xstate';
import type { Settings } from '../../io/entities/settings';
import { visitorCountry } from '../../io/entities/visitor-country';
import type { appMachine } from '../app/app.machine';

/** The visitor's country as the browser knows it: their own choice, else the server's GeoIP answer. */
export const countryOfSettings = (settings: Pick<Settings, 'geoip_selected_country' | 'geoip_country'>): string | null =>
  visitorCountry({ selected: settings.geoip_selected_country, geoip: settings.geoip_country });

/** The visitor's country (a string or null: stable for useSelector). */
export const selectVisitorCountry = (s: SnapshotFrom<typeof appMachine>): string | null => countryOfSettings(s.context.settings);
