import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createClock } from '../../adapters/clock';
import { createHttp } from '../../adapters/http';
import { callOn } from '../../app/platform';
import { createMatchModalImplementations } from '../../machines/match-modal/implementations';
import { matchModalMachine } from '../../machines/match-modal/match-modal.machine';
import { selectIsOpen, selectProfile } from '../../machines/match-modal/selectors';
import { createVirtualTime } from './support/virtual-time';

/** The bound machine on a fetch answering `status` and `body`, with its timer on virtual time. */
const startBound = (status: number, body: unknown) => {
  const time = createVirtualTime();
  const requests: string[] = [];
  const reloads: number[] = [];
  const http = createHttp({
    fetch: async (input) => {
      requests.push(input instanceof Request ? input.url : input.toString());
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  const bound = matchModalMachine.provide(
    createMatchModalImplementations({ call: callOn(http), clock: createClock(), reloadMemberData: () => reloads.push(time.now()) }),
  );
  const actor = createActor(bound.provide({ actors: { timer: time.timerActor } })).start();
  return { actor, requests, reloads, advance: time.advance };
};

describe('match modal bound to the auto-like call', () => {
  it('asks GET /api/auto-like.php, shows its profile and calls the app’s likes reload 0.5 s later', async () => {
    const { actor, requests, reloads, advance } = startBound(200, { id: 31, main_image: { match: 'avatars/31.svg' } });
    actor.send({ type: 'matchModal.open' });
    // A real Response body takes more than a few microtasks to read.
    await vi.waitFor(() => expect(selectProfile(actor.getSnapshot())).toEqual({ id: 31, photo: 'avatars/31.svg' }));
    expect(requests).toEqual(['/api/auto-like.php']);
    await advance(500);
    expect(reloads).toEqual([500]);
  });

  it('stays closed when nobody fits (404 not_found)', async () => {
    const { actor, reloads, advance } = startBound(404, { error: 'not_found' });
    actor.send({ type: 'matchModal.open' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true));
    await advance(1_000);
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    expect(reloads).toEqual([]);
  });
});
