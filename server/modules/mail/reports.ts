import type { Feedback } from './feedback';

// Feedback reports are MIME multipart/report messages (RFC 6522). Only the parts that decide are read, as
// text: a DSN (RFC 3464, report-type=delivery-status) whose recipient Action is `failed`, or an ARF report
// (RFC 5965, report-type=feedback-report) of Feedback-Type `abuse` (a reader's "this is spam"). A delayed
// or relayed DSN, an ARF of another type (fraud, virus, not-spam…) and any other message are ignored.

// RFC 5322 header folding: a line break followed by white space continues the field.
const unfold = (raw: string): string => raw.replace(/\r?\n[ \t]+/g, ' ');

const reportTypeOf = (raw: string): string | undefined =>
  /^content-type:\s*multipart\/report\b[^\r\n]*?\breport-type\s*=\s*"?([a-z-]+)"?/im.exec(unfold(raw))?.[1]?.toLowerCase();

/** What a received report says of the mail it names, or null when it says nothing that disables. */
export const feedbackOf = (raw: string): Feedback | null => {
  const text = unfold(raw);
  switch (reportTypeOf(raw)) {
    case 'delivery-status':
      return /^action:\s*failed\b/im.test(text) ? 'bounce' : null;
    case 'feedback-report':
      return /^feedback-type:\s*abuse\b/im.test(text) ? 'fbl' : null;
    default:
      return null;
  }
};
