import { fromPromise } from 'xstate';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { MemberSettings, settingsMachine } from './settings.machine';

/** /settings' calls: the blocked list and invisible mode (from the own profile) together, unblock, switch invisible mode. */
export const createSettingsImplementations = ({ call }: Pick<Platform, 'call'>): Implementations<typeof settingsMachine> => ({
  actors: {
    loadSettings: fromPromise<MemberSettings, void>(async ({ signal }) => {
      const [blocks, profile] = await Promise.all([call('getBlocks', { signal }), call('getProfile', { signal })]);
      return { blocked: blocks.blocked, invisible: profile.invisible };
    }),
    unblockMember: fromPromise<void, number>(async ({ input, signal }) => {
      await call('unblockMember', { query: { member_id: input }, signal });
    }),
    setInvisible: fromPromise<boolean, boolean>(async ({ input, signal }) => (await call('setInvisible', { body: { invisible: input }, signal })).invisible),
  },
});
