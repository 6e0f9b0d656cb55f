import { TrackingRecord } from '../../io/entities/signup';
import { queryPairs, queryValue } from './query-string';

export type TrackingName = keyof TrackingRecord;

const isTrackingName = (name: string): name is TrackingName => Object.prototype.hasOwnProperty.call(TrackingRecord.props, name);

/** Spec §3: the tracking parameters that are kept and taken off the URL (the record's own fields). */
export const trackingParamNames: ReadonlyArray<TrackingName> = Object.keys(TrackingRecord.props).filter(isTrackingName);

/** What a URL's query says about tracking. */
export interface UrlTracking {
  /** Some tracking parameter is in the query, valid or not: the query must be cleaned. */
  readonly present: boolean;
  /** The valid, non-empty values; the first valid one of a repeated parameter counts. */
  readonly record: TrackingRecord;
}

export const readTracking = (search: string): UrlTracking => {
  const record: TrackingRecord = {};
  let present = false;
  for (const [name, value] of queryPairs(search)) {
    if (!isTrackingName(name)) continue;
    present = true;
    if (record[name] === undefined && TrackingRecord.props[name].is(value)) record[name] = value;
  }
  return { present, record };
};

export const hasTrackingValues = (record: TrackingRecord): boolean => Object.keys(record).length > 0;

/** Spec §3 query parameter lb, as written (null when absent). Its meaning is not shown; it is passed on. */
export const readLb = (search: string): string | null => queryValue(search, 'lb');

