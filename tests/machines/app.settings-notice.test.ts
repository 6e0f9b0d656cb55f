import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { Chat } from '../../io/entities/chat';
import type { Settings } from '../../io/entities/settings';
import { appMachine } from '../../machines/app/app.machine';
import { selectSettings } from '../../machines/app/selectors';
import { aSettings, aUser, someLikes } from '../support/fixtures';
import { flush, pending } from './support/actors';

describe('settings published while the member is here', () => {
  it('replaces the settings shown (the composer\'s price) without reloading anything else', async () => {
    let published: Settings = { ...aSettings(), message_credits: 1 };
    let listLoads = 0;
    const actor = createActor(
      appMachine.provide({
        actors: {
          loadUser: fromPromise(async () => aUser()),
          login: pending(),
          logout: pending(),
          loadMemberData: pending(),
          loadChatsAndLikes: fromPromise(async () => {
            listLoads += 1;
            return { chats: [] as ReadonlyArray<Chat>, likes: someLikes(1) };
          }),
          timer: fromCallback(() => undefined),
          totalsSink: fromCallback(() => undefined),
          acknowledgeDelivery: pending(),
        },
      }),
      { input: { settings: published, pushSubscribed: false } },
    ).start();
    await flush();
    const loadsBefore = listLoads;
    published = { ...published, message_credits: 3 };
    actor.send({ type: 'settings.changed', settings: published });
    await flush();
    expect(selectSettings(actor.getSnapshot()).message_credits).toBe(3);
    expect(listLoads).toBe(loadsBefore);
    actor.stop();
  });
});
