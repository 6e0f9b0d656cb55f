import type { Queryable } from '../db/database';
import { runAccountCommand } from '../modules/accounts/commands';
import { allCountries } from './sites';

/** What the text rules exist for, added to a demo about text: contact details, a link, a listed word. */
const additions = ['WhatsApp: +31 6 12345678 · anna.demo@example.com', 'www.example.com/me · Snapchat'];

/**
 * Issue 14: two members whose about text, with one of the additions written into its first paragraph, waits in
 * the staff console's text queue: written through the member's own EditProfile command with the site's word
 * list, as PUT /api/profile.php would.
 */
export const seedFlaggedTexts = async (tx: Queryable, memberIds: ReadonlyArray<number>, flaggedWords: ReadonlyArray<string>, now: Date): Promise<void> => {
  for (const [i, addition] of additions.entries()) {
    const memberId = memberIds[i];
    if (memberId === undefined) return;
    const [row] = await tx.query<{ about: string }>('SELECT about FROM members WHERE id = $1', [memberId]);
    const [opening = '', ...rest] = (row?.about ?? '').split('\n\n');
    const about = [`${opening} ${addition}`.trim(), ...rest].join('\n\n');
    const at = new Date(now.getTime() - (additions.length - i) * 3_600_000);
    const decision = await runAccountCommand(tx, memberId, { type: 'EditProfile', data: { changes: { about }, siteCountries: allCountries, flaggedWords, at } });
    if (decision.kind === 'rejected') throw new Error(`demo about text of ${String(memberId)} refused: ${JSON.stringify(decision.reason)}`);
  }
};
