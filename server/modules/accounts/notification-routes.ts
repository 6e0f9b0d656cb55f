import * as t from 'io-ts';
import type { FastifyInstance } from 'fastify';
import type { NotificationSettings } from '../../../io/entities/account';
import { NotificationsDisabledReason } from '../../../io/entities/user';
import type { Queryable } from '../../db/database';
import { fail, ok } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { checked } from '../members/member-row';
import { retryOnConflict } from '../retry';
import { runAccountCommand } from './commands';
import { NotificationChoices } from './events';
import { notificationChoicesOf } from './notifications';

const DisabledReasons = t.array(NotificationsDisabledReason);

/** The member's settings from the members read table: each type's choice (or its default) and why e-mail stopped. */
const settingsOf = async (q: Queryable, memberId: number): Promise<NotificationSettings | undefined> => {
  const [row] = await q.query<{ notification_choices: unknown; notifications_disabled: unknown }>(
    'SELECT notification_choices, notifications_disabled FROM members WHERE id = $1', [memberId],
  );
  return row === undefined
    ? undefined
    : {
        email: notificationChoicesOf(checked(NotificationChoices, row.notification_choices, 'notification_choices')),
        disabled: checked(DisabledReasons, row.notifications_disabled, 'notifications_disabled'),
      };
};

/** GET and PUT /api/notifications.php: the e-mail notification types of spec §3, and turning e-mail on again. */
export const registerNotificationRoutes = (app: FastifyInstance): void => {
  memberRoute(app, 'getNotificationSettings', async ({ viewer, db }) => {
    const settings = await settingsOf(db, viewer.member.id);
    return settings === undefined ? fail(404, { error: 'not_found' }) : ok(settings);
  });

  memberRoute(app, 'setNotificationSettings', async ({ viewer, body, now, transaction }) => {
    const id = viewer.member.id;
    const settings = await retryOnConflict(() =>
      transaction(async (tx) => {
        if (body.email !== undefined) await runAccountCommand(tx, id, { type: 'SetNotificationChoices', data: { email: body.email, at: now } });
        if (body.resume === true) await runAccountCommand(tx, id, { type: 'ResumeNotifications', data: { at: now } });
        return settingsOf(tx, id);
      }),
    );
    return settings === undefined ? fail(404, { error: 'not_found' }) : ok(settings);
  });
};
