import type * as t from 'io-ts';
import { fromPromise } from 'xstate';
import type { AccountDeletion } from '../../io/entities/account';
import type { DiscountCode } from '../../io/entities/discount';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { deletionMachine } from './deletion.machine';

/** Leaving: the stay discount (only where the company gives one), the deletion, and the way out. */
export const createDeletionImplementations = ({ call, accountDeleted }: Pick<Platform, 'call' | 'accountDeleted'>): Implementations<typeof deletionMachine> => ({
  actors: {
    loadStayDiscount: fromPromise<DiscountCode | null, void>(async ({ signal }) => {
      const company = await call('getCompanyInfo', { signal });
      return company.delete_discount === 0 ? null : call('getStayDiscount', { body: {}, signal });
    }),
    deleteAccount: fromPromise<void, t.TypeOf<typeof AccountDeletion>>(async ({ input, signal }) => {
      await call('deleteAccount', { body: input, signal });
    }),
    leaveAccount: fromPromise<void, void>(async () => accountDeleted()),
  },
});
