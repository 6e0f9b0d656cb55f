// @vitest-environment happy-dom
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { whenShown } from '../../views/chat/when-shown';

const intl = createIntl({ locale: 'en-GB', messages: {} });
const now = new Date(2026, 10, 24, 15, 0).getTime();

describe('when a chat list shows its last message', () => {
  it('gives the time today, the weekday within a week, the date before that', () => {
    expect(whenShown(intl, new Date(2026, 10, 24, 9, 5).toISOString(), now)).toMatch(/\d{2}:\d{2}/);
    expect(whenShown(intl, new Date(2026, 10, 23, 23, 59).toISOString(), now)).toBe(intl.formatDate(new Date(2026, 10, 23, 23, 59), { weekday: 'short' }));
    expect(whenShown(intl, new Date(2026, 10, 10, 12, 0).toISOString(), now)).toBe(intl.formatDate(new Date(2026, 10, 10, 12, 0), { dateStyle: 'short' }));
  });
});
