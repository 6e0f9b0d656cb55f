// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeskAnswerRequest } from '../../io/entities/desk';
import type { StaffProfile } from '../../io/entities/staff';
import { aDeskConversation, aDeskWaiting } from '../machines/staff/fixtures';
import { renderApp, visitor } from './support/render-app';
import { staffPlatformOf, type StaffAnswers } from './support/staff-calls';

afterEach(cleanup);

const deskStaff: StaffProfile = { id: 3, email: 'desk@rendezvous.test', name: 'Dana', roles: ['desk'], sites: null };

/** The desk's calls in memory: two conversations waiting, one of them being written in by Eva. */
const deskServer = () => {
  let waiting = [aDeskWaiting(1), aDeskWaiting(2, { staffName: 'Eva', mine: false, until: '2026-11-26T10:05:00.000Z' })];
  const answers: DeskAnswerRequest[] = [];
  const calls: StaffAnswers = {
    staffMe: () => ({ staff: deskStaff }),
    staffQueues: () => ({ photos: 0, texts: 0, reports: 0, complaints: 0, desk: waiting.length }),
    deskQueue: () => ({ waiting, total: waiting.length }),
    deskClaim: (body) => aDeskConversation((body as { conversationId: number }).conversationId, 40),
    deskAnswer: (body) => {
      answers.push(body as DeskAnswerRequest);
      waiting = waiting.filter((entry) => entry.conversationId !== (body as DeskAnswerRequest).conversationId);
      return { ok: true };
    },
    deskRelease: () => ({ ok: true }),
  };
  return { platform: staffPlatformOf(calls), answers };
};

describe('the conversation desk', () => {
  it('lists who waits and who writes, opens one, refuses a blank answer, sends the answer as the profile', async () => {
    const server = deskServer();
    renderApp('/staff/desk', { loadUser: visitor, platform: server.platform });
    await screen.findByRole('heading', { name: 'Conversation desk' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Eva is writing')).toBeTruthy();
    expect(within(table).getByRole<HTMLButtonElement>('button', { name: 'Reply as Profile 2' }).disabled).toBe(true);
    await within(screen.getByRole('navigation', { name: 'Administration' })).findByText('2 waiting');

    fireEvent.click(within(table).getByRole('button', { name: 'Reply as Profile 1' }));
    const answer = await screen.findByLabelText('Reply as Profile 1');
    expect(screen.getByText('Hallo, bist du da?')).toBeTruthy();
    expect(screen.getByText(/Write in German/)).toBeTruthy();
    expect(screen.getByText(/always sees/i)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect((await screen.findByRole('alert')).textContent).toContain('40');
    fireEvent.change(answer, { target: { value: ' Ja, ich bin da! ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await screen.findByText('Reply sent.');
    expect(server.answers).toEqual([{ conversationId: 1, text: 'Ja, ich bin da!' }]);
    await within(screen.getByRole('navigation', { name: 'Administration' })).findByText('1 waiting');
  });
});
