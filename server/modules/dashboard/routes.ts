import type { FastifyInstance } from 'fastify';
import { staffRoute } from '../../http/staff-route';
import { dashboardFor } from './read';

/** The site admin's dashboard in the staff console (issue 14). */
export const registerDashboardRoutes = (app: FastifyInstance): void => {
  staffRoute(app, 'dashboard', async ({ db, staff, query, now }) => dashboardFor(db, staff, query, now));
};
