import { allCountries } from 'country-region-data';

let byCountry: ReadonlyMap<string, ReadonlyArray<string>> | undefined;

/** Region names of a country (ISO alpha-2) from the packaged data set, or undefined for an unknown code. */
export const regionsOf = (country: string): ReadonlyArray<string> | undefined => {
  // Built on first use and kept: the data set never changes while the server runs.
  byCountry ??= new Map(allCountries.map(([, code, regions]) => [code, regions.map(([name]) => name)]));
  return byCountry.get(country);
};
