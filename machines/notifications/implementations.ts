import { fromPromise } from 'xstate';
import type { NotificationSettings } from '../../io/entities/account';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { EmailChanges, notificationsMachine } from './notifications.machine';

/** The notification settings' calls; turning e-mail back on also brings the member anew, so the disabled-notifications alert goes. */
export const createNotificationsImplementations = ({
  call,
  reportUser,
}: Pick<Platform, 'call' | 'reportUser'>): Implementations<typeof notificationsMachine> => ({
  actors: {
    loadNotifications: fromPromise<NotificationSettings, void>(({ signal }) => call('getNotificationSettings', { signal })),
    saveNotifications: fromPromise<NotificationSettings, EmailChanges>(({ input, signal }) => call('setNotificationSettings', { body: { email: input }, signal })),
    resumeEmail: fromPromise<NotificationSettings, void>(async ({ signal }) => {
      const settings = await call('setNotificationSettings', { body: { resume: true }, signal });
      try {
        reportUser((await call('getUser', { signal })).user);
      } catch {
        // E-mail is back on all the same; the next refresh of the member hides the alert.
      }
      return settings;
    }),
  },
});
