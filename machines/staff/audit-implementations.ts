import { fromPromise } from 'xstate';
import type { AuditQuery } from '../../io/entities/staff';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { auditMachine } from './audit.machine';

/** The audit trail's read and the staff names of its filter. */
export const createAuditImplementations = ({ staffCall }: Pick<Platform, 'staffCall'>): Implementations<typeof auditMachine> => ({
  actors: {
    loadEntries: fromPromise(async ({ input, signal }: { input: AuditQuery; signal: AbortSignal }) => (await staffCall('audit', { query: input, signal })).entries),
    loadStaffNames: fromPromise(async ({ signal }) => (await staffCall('staffNames', { signal })).staff),
  },
});
