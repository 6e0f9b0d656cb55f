// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffProfile } from '../../io/entities/staff';
import { textRules, type FlaggedText, type TextApproveRequest, type TextEditRequest } from '../../io/entities/text-moderation';
import type { StaffEndpointName } from '../../io/staff-contract';
import type { StaffApiCall } from '../../machines/shared/platform';
import { renderApp, visitor } from './support/render-app';

afterEach(cleanup);

const staff: StaffProfile = { id: 1, email: 'staff@rendezvous.test', name: 'Demo Staff', roles: ['moderator'], sites: null };

const flagged = (memberId: number, name: string, text: string, parts: ReadonlyArray<readonly [FlaggedText['flags'][number], string]>): FlaggedText => ({
  memberId, memberName: name, site: 'localhost', field: 'about', text, flags: textRules.filter((rule) => parts.some(([matched]) => matched === rule)),
  matches: parts.map(([rule, part]) => ({ rule, start: text.indexOf(part), end: text.indexOf(part) + part.length, part })),
  flaggedAt: '2026-11-26T10:00:00.000Z',
});

/** A staff server in memory with three flagged texts; `changed` makes the next decision find its text changed (409). */
const textServer = () => {
  const ended = new Subject<void>();
  let waiting = [
    flagged(11, 'Kim', 'Bel me: 06-12345678 of mail kim@example.com', [['phone', '06-12345678'], ['email', 'kim@example.com']]),
    flagged(12, 'Sam', 'Mijn foto’s staan op www.sam.nl', [['link', 'www.sam.nl']]),
    flagged(13, 'Lou', 'Voeg me toe op Snapchat!', [['word', 'Snapchat']]),
  ];
  const decisions: Array<TextApproveRequest | TextEditRequest> = [];
  let changed = false;
  const decide = (body: TextApproveRequest | TextEditRequest) => {
    if (changed) {
      changed = false;
      waiting = waiting.filter((text) => text.memberId !== body.memberId);
      throw { kind: 'http', status: 409, body: { error: 'conflict' } };
    }
    decisions.push(body);
    waiting = waiting.filter((text) => text.memberId !== body.memberId);
    return { ok: true as const };
  };
  const staffCall = (async (name: StaffEndpointName, args: { body?: unknown } = {}) => {
    switch (name) {
      case 'staffMe':
        return { staff };
      case 'staffQueues':
        return { photos: 0, texts: waiting.length, reports: 0, complaints: 0, desk: 0 };
      case 'flaggedTexts':
        return { texts: waiting, total: waiting.length };
      case 'approveText':
        return decide(args.body as TextApproveRequest);
      case 'editText':
        return decide(args.body as TextEditRequest);
      default:
        throw { kind: 'network' };
    }
  }) as StaffApiCall;
  return { platform: { staffCall, staffSessionEnded$: ended.asObservable() }, decisions, changeNext: () => { changed = true; } };
};

const key = (name: string) => act(() => {
  fireEvent.keyDown(document.body, { key: name });
});

/** axe-core on the page as rendered (colour contrast needs a layout engine: the e2e suite checks it in Chromium). */
const axeViolations = async () => {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
};

describe('the text queue of the staff console', () => {
  it('shows the text in view with each matched part marked in words, moves with J and K, approves with A', async () => {
    const server = textServer();
    renderApp('/staff/texts', { loadUser: visitor, platform: server.platform });
    await screen.findByRole('heading', { name: 'Review texts' });
    await within(screen.getByRole('navigation', { name: 'Administration' })).findByText('3 waiting');
    expect(await screen.findByRole('heading', { name: 'About text of Kim (member 11)' })).toBeTruthy();
    expect(screen.getByText('Found: email address and phone number')).toBeTruthy();
    const text = screen.getByLabelText('The text, with the parts found marked');
    const marks = [...text.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['[phone number] 06-12345678', '[email address] kim@example.com']);
    expect(text.textContent).toContain('Bel me: ');
    expect(screen.getByText('email address: kim@example.com')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    key('j');
    await screen.findByRole('heading', { name: 'About text of Sam (member 12)' });
    key('k');
    await screen.findByRole('heading', { name: 'About text of Kim (member 11)' });
    key('a');
    await screen.findByText('The text of Kim has been approved.');
    expect(server.decisions).toEqual([{ memberId: 11, field: 'about', text: 'Bel me: 06-12345678 of mail kim@example.com' }]);
    await screen.findByRole('heading', { name: 'About text of Sam (member 12)' });
    await within(screen.getByRole('navigation', { name: 'Administration' })).findByText('2 waiting');
    key('?');
    const keys = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(keys).getByText('Next text')).toBeTruthy();
    expect(within(keys).getByText(/Edit the text/)).toBeTruthy();
  });

  it('edits with E: the matched parts already taken out, the reason suggested, and saves with a reason the member is mailed', async () => {
    const server = textServer();
    renderApp('/staff/texts', { loadUser: visitor, platform: server.platform });
    await screen.findByRole('heading', { name: 'About text of Kim (member 11)' });
    key('j');
    await screen.findByRole('heading', { name: 'About text of Sam (member 12)' });
    key('e');
    const dialog = await screen.findByRole('dialog', { name: 'Edit text' });
    const replacement = within(dialog).getByLabelText<HTMLTextAreaElement>('New text');
    expect(replacement.value).toBe('Mijn foto’s staan op');
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Links are not allowed' }).checked).toBe(true);
    expect(await axeViolations()).toEqual([]);
    // The original text again is no edit.
    fireEvent.change(replacement, { target: { value: 'Mijn foto’s staan op www.sam.nl' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and email the member' }));
    expect(await within(dialog).findByText('The new text differs from the original and has at most 2000 characters.')).toBeTruthy();
    fireEvent.change(replacement, { target: { value: 'Mijn foto’s staan hier op mijn profiel.' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Advertising or paid offers' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and email the member' }));
    await screen.findByText('The text of Sam has been edited; the member receives the reason by email.');
    expect(server.decisions).toEqual([
      { memberId: 12, field: 'about', text: 'Mijn foto’s staan op www.sam.nl', replacement: 'Mijn foto’s staan hier op mijn profiel.', reason: 'advertising' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit text' })).toBeNull());
  });

  it('says so and reads the queue again when the text changed meanwhile', async () => {
    const server = textServer();
    renderApp('/staff/texts', { loadUser: visitor, platform: server.platform });
    await screen.findByRole('heading', { name: 'About text of Kim (member 11)' });
    server.changeNext();
    key('a');
    await screen.findByText('This text had already been reviewed or has changed in the meantime; the queue has been reloaded.');
    await screen.findByRole('heading', { name: 'About text of Sam (member 12)' });
    expect(server.decisions).toEqual([]);
  });
});
