import type { TimelineItem } from '../../machines/chat/timeline';

export interface Day {
  /** The local calendar day, e.g. "2026-11-24". */
  readonly key: string;
  readonly at: number;
  readonly items: ReadonlyArray<TimelineItem>;
}

const dayKey = (at: number): string => {
  const date = new Date(at);
  return `${String(date.getFullYear())}-${String(date.getMonth() + 1)}-${String(date.getDate())}`;
};

/** The timeline cut into the member's local days, in order (a day is a heading in the conversation). */
export const daysOf = (items: ReadonlyArray<TimelineItem>): Day[] => {
  const days: Array<{ key: string; at: number; items: TimelineItem[] }> = [];
  for (const item of items) {
    const key = dayKey(item.at);
    const current = days.at(-1);
    if (current?.key === key) current.items.push(item);
    else days.push({ key, at: item.at, items: [item] });
  }
  return days;
};
