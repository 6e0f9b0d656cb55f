import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { entryWarningMachine } from '../../machines/entry-warning/entry-warning.machine';
import { selectCanConfirm, selectCanLeave } from '../../machines/entry-warning/selectors';
import { aUser } from '../support/fixtures';
import { done, failed, flush, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';
import { input, start } from './entry-warning.fixtures';

describe('entry warning machine', () => {
  it('reaches every declared transition; it is never open for a member', () => {
    const exploration = exploreEveryTransition(entryWarningMachine.provide({ actors: { saveDismissal: pending(), leaveSite: pending() } }), {
      input: input(),
      events: [
        { type: 'session.changed', user: null },
        { type: 'session.changed', user: aUser() },
        { type: 'route.changed', path: '/reset-password' },
        { type: 'route.changed', path: '/' },
        { type: 'layout.changed', layout: 'chat' },
        { type: 'layout.changed', layout: 'default' },
        { type: 'browser.known', standalone: true, dismissed: false },
        { type: 'entryWarning.confirm' },
        { type: 'entryWarning.leave' },
        done('leaveSite', undefined),
        failed('leaveSite', new Error('navigation blocked')),
      ],
      check: (snapshot: SnapshotFrom<typeof entryWarningMachine>) => {
        if (snapshot.context.session !== 'out' || snapshot.context.dismissed) expect(snapshot.matches('shown')).toBe(false);
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('closes on confirm and stores the dismissal, so it stays away on later visits', async () => {
    const { actor, saved, open } = start();
    actor.send({ type: 'session.changed', user: null });
    actor.send({ type: 'entryWarning.confirm' });
    expect(open()).toBe(false);
    await flush();
    expect(saved).toEqual(['hide-site-entry-warning']);
    actor.send({ type: 'route.changed', path: '/members' });
    expect(open()).toBe(false);

    const later = start({ dismissed: true });
    later.actor.send({ type: 'session.changed', user: null });
    expect(later.open()).toBe(false);
  });

  it('hands the page to leaveSite and keeps the modal up, buttons off, meanwhile', async () => {
    const { actor, left, open } = start();
    actor.send({ type: 'session.changed', user: null });
    actor.send({ type: 'entryWarning.leave' });
    expect([open(), selectCanConfirm(actor.getSnapshot()), selectCanLeave(actor.getSnapshot())]).toEqual([true, false, false]);
    await flush();
    expect(left()).toBe(1);
    // Still here after leaving (navigation refused): the choice is offered again.
    expect([open(), selectCanConfirm(actor.getSnapshot())]).toEqual([true, true]);
  });

  it('fails loudly when the app forgot to bind leaveSite, but not when leaving is refused', async () => {
    const unbound = createActor(entryWarningMachine.provide({ actors: { saveDismissal: pending() } }), { input: input() });
    unbound.subscribe({ error: () => undefined });
    unbound.start();
    unbound.send({ type: 'session.changed', user: null });
    unbound.send({ type: 'entryWarning.leave' });
    await flush();
    expect(unbound.getSnapshot().status).toBe('error');

    const refused = createActor(
      entryWarningMachine.provide({ actors: { saveDismissal: pending(), leaveSite: fromPromise<void, void>(() => Promise.reject(new Error('blocked'))) } }),
      { input: input() },
    ).start();
    refused.send({ type: 'session.changed', user: null });
    refused.send({ type: 'entryWarning.leave' });
    await flush();
    expect([refused.getSnapshot().status, selectCanLeave(refused.getSnapshot())]).toEqual(['active', true]);
  });

});
