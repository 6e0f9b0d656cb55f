import { fromPromise } from 'xstate';
import type { BodyOf, ResponseOf } from '../../io/contract';
import type { CompanyInfo } from '../../io/entities/company';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { complaintMachine } from './complaint.machine';
import type { mailChangeMachine, MailChangeInput } from './mail-change.machine';
import type { reactivationMachine } from './reactivation.machine';
import type { resetPasswordMachine } from './reset-password.machine';
import type { resetRequestMachine } from './reset-request.machine';

/** POST reset-password.php: the same answer whether or not an account uses the address. */
export const createResetRequestImplementations = ({ call }: Pick<Platform, 'call'>): Implementations<typeof resetRequestMachine> => ({
  actors: {
    requestReset: fromPromise<void, BodyOf<'requestPasswordReset'>>(async ({ input, signal }) => {
      await call('requestPasswordReset', { body: input, signal });
    }),
  },
});

/** PUT reset-password.php: the answer is the member, logged in; the app greets them. */
export const createResetPasswordImplementations = ({ call, startSession }: Pick<Platform, 'call' | 'startSession'>): Implementations<typeof resetPasswordMachine> => ({
  actors: {
    resetPassword: fromPromise<void, BodyOf<'resetPassword'>>(async ({ input, signal }) => {
      startSession((await call('resetPassword', { body: input, signal })).user, 'passwordReset');
    }),
  },
});

/**
 * PUT mail-change.php, then, for a logged-in member, the member as the server now has them. That second
 * read is a courtesy (the next refresh brings the same): its failure does not undo a confirmed change.
 */
export const createMailChangeImplementations = ({ call, reportUser }: Pick<Platform, 'call' | 'reportUser'>): Implementations<typeof mailChangeMachine> => ({
  actors: {
    confirmEmailChange: fromPromise<void, MailChangeInput & { token: string }>(async ({ input, signal }) => {
      await call('confirmEmailChange', { body: { token: input.token }, signal });
      if (!input.member) return;
      await call('getUser', { signal }).then(
        (answer) => reportUser(answer.user),
        () => undefined,
      );
    }),
  },
});

/** POST reactivate.php: the answer is the member, logged in; the app greets them back. */
export const createReactivationImplementations = ({ call, startSession }: Pick<Platform, 'call' | 'startSession'>): Implementations<typeof reactivationMachine> => ({
  actors: {
    reactivate: fromPromise<void, string>(async ({ input, signal }) => {
      startSession((await call('reactivate', { body: { token: input }, signal })).user, 'reactivated');
    }),
  },
});

/** GET companyinfo.php (public), and POST complaints.php with the complaint's own Idempotency-Key. */
export const createComplaintImplementations = ({ call }: Pick<Platform, 'call'>): Implementations<typeof complaintMachine> => ({
  actors: {
    loadCompany: fromPromise<CompanyInfo, void>(({ signal }) => call('getCompanyInfo', { signal })),
    submitComplaint: fromPromise<ResponseOf<'submitComplaint'>, { complaint: BodyOf<'submitComplaint'>; key: string }>(({ input, signal }) =>
      call('submitComplaint', { body: input.complaint, idempotencyKey: input.key, signal }),
    ),
  },
});
