import type { IntlShape } from 'react-intl';

const dayMs = 24 * 60 * 60 * 1000;

const startOfDay = (at: number): number => {
  const date = new Date(at);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
};

/** When the last message was sent, as messengers show it: the time today, the weekday this week, else the date. */
export const whenShown = (intl: IntlShape, sentAt: string, now: number): string => {
  const at = Date.parse(sentAt);
  const daysAgo = Math.round((startOfDay(now) - startOfDay(at)) / dayMs);
  if (daysAgo <= 0) return intl.formatTime(at, { timeStyle: 'short' });
  if (daysAgo < 7) return intl.formatDate(at, { weekday: 'short' });
  return intl.formatDate(at, { dateStyle: 'short' });
};
