import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { removeQueryParamsOn } from '../../app/platform';
import { createLikeModalImplementations } from '../../machines/like-modal/implementations';
import { createClock } from '../../adapters/clock';
import { likeModalDue, maxDelaySeconds } from '../../machines/like-modal/like-modal-due';
import { likeModalMachine, type LikeModalContext } from '../../machines/like-modal/like-modal.machine';
import { selectIsOpen, selectMemberId } from '../../machines/like-modal/selectors';
import { done, failed, inert, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';
import { createVirtualTime } from './support/virtual-time';
import { fakeUrl } from './tracking.fakes';

const machine = likeModalMachine.provide({ actors: { timer: inert(), removeQueryParams: pending() } });

describe('like modal machine, model-based', () => {
  it('reaches every declared transition; it is open only about a member, and idle with nothing scheduled', () => {
    const exploration = exploreEveryTransition(machine, {
      input: { path: '/members/5', search: '?t=3' },
      events: [
        { type: 'route.changed', path: '/members/5', search: '?t=3' },
        { type: 'route.changed', path: '/members/5', search: '' },
        { type: 'route.changed', path: '/members/6/landing', search: '?t=1' },
        { type: 'route.changed', path: '/members', search: '' },
        { type: 'timer.elapsed' },
        { type: 'likeModal.close' },
        done('removeQueryParams', undefined),
        failed('removeQueryParams', new Error('SecurityError')),
      ],
      check: (snapshot: SnapshotFrom<typeof machine>) => {
        const context: LikeModalContext = snapshot.context;
        if (snapshot.matches('open') || snapshot.matches('waiting')) expect(context.due).not.toBeNull();
        if (snapshot.matches('idle')) expect(context.due).toBeNull();
        if (snapshot.matches('waiting')) expect(likeModalDue(context.route.path, context.route.search)).toEqual(context.due);
      },
    });
    expect(exploration.declared).toBeGreaterThanOrEqual(10);
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});

describe('which URL asks for the like modal', () => {
  it('takes the member from /members/{id} and its variants or /likes/m/{id}, and t in seconds', () => {
    const idArb = fc.integer({ min: 1, max: 2_147_483_647 });
    const secondsArb = fc.integer({ min: 0, max: maxDelaySeconds });
    const pathArb = fc.constantFrom('/members/:id', '/members/:id/landing', '/members/:id/landing2/summer', '/likes/m/:id');
    fc.assert(
      fc.property(idArb, secondsArb, pathArb, fc.constantFrom('', 'lb=1&'), (id, seconds, pattern, before) => {
        const path = pattern.replace(':id', String(id));
        expect(likeModalDue(path, `?${before}t=${seconds}`)).toEqual({ memberId: id, delayMs: seconds * 1000 });
        expect(likeModalDue(path, `?${before}t=${seconds}&id=42`)).toEqual({ memberId: 42, delayMs: seconds * 1000 });
        expect(likeModalDue(path, `?${before}x=${seconds}`)).toBeNull();
      }),
    );
  });

  it('needs a member and a sensible t', () => {
    expect(likeModalDue('/landers/video', '?t=5')).toBeNull();
    expect(likeModalDue('/landers/video', '?t=5&id=9')).toEqual({ memberId: 9, delayMs: 5000 });
    expect(likeModalDue('/members/5', '?t=2.5')).toEqual({ memberId: 5, delayMs: 2500 });
    for (const t of ['', '-1', 'soon', '1e3', String(maxDelaySeconds + 1)]) expect(likeModalDue('/members/5', `?t=${t}`)).toBeNull();
    expect(likeModalDue('/members/abc', '?t=1')).toBeNull();
    expect(likeModalDue('/members/0', '?t=1')).toBeNull();
  });

  it('opens exactly t seconds after the page opened, whatever t is', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 600 }), async (seconds) => {
        const time = createVirtualTime();
        const actor = createActor(likeModalMachine.provide({ actors: { timer: time.timerActor, removeQueryParams: fromPromise<void, { names: ReadonlyArray<string> }>(async () => undefined) } }), {
          input: { path: '/members/8', search: `?t=${seconds}` },
        }).start();
        if (seconds > 0) {
          await time.advance(seconds * 1000 - 1);
          expect(selectIsOpen(actor.getSnapshot())).toBe(false);
        }
        await time.advance(seconds === 0 ? 0 : 1);
        expect(selectIsOpen(actor.getSnapshot())).toBe(true);
        actor.stop();
      }),
      { numRuns: 30 },
    );
  });
});

describe('like modal bound to the clock and history, in virtual time', () => {
  const start = (url: string) => {
    const time = createVirtualTime();
    const browser = fakeUrl(url);
    // The bound machine, with its timer on the test's virtual clock.
    const bound = likeModalMachine.provide(
      createLikeModalImplementations({ clock: createClock(), removeQueryParams: removeQueryParamsOn(browser.history, browser.location) }),
    );
    const actor = createActor(bound.provide({ actors: { timer: time.timerActor } }), {
      input: { path: browser.location.pathname, search: browser.location.search },
    }).start();
    const report = () => actor.send({ type: 'route.changed', path: browser.location.pathname, search: browser.location.search });
    return { actor, browser, advance: time.advance, report };
  };

  it('opens after t seconds about the page’s member, then takes t off the URL and stays open', async () => {
    const { actor, browser, advance, report } = start('/members/12?lb=1&t=10#photos');
    report(); // the app reports the first route too: the wait goes on
    await advance(9_999);
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    await advance(1);
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    expect(selectMemberId(actor.getSnapshot())).toBe(12);
    expect(browser.replaced).toEqual(['/members/12?lb=1#photos']);
    report();
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'likeModal.close' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    expect(selectMemberId(actor.getSnapshot())).toBeNull();
  });

  it('does not open once the visitor went to another page during the wait', async () => {
    const { actor, advance } = start('/members/12?t=10');
    await advance(5_000);
    actor.send({ type: 'route.changed', path: '/members', search: '' });
    await advance(60_000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('waits anew for a new t, and goes away with the page it was opened on', async () => {
    const { actor, advance } = start('/members/12?t=10');
    await advance(4_000);
    actor.send({ type: 'route.changed', path: '/members/12', search: '?t=2' });
    await advance(2_000);
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'route.changed', path: '/chats', search: '' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
  });
});
