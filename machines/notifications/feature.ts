import { feature } from '../shared/feature';
import { createNotificationsImplementations } from './implementations';
import { notificationsMachine } from './notifications.machine';

/** The e-mail notification settings: started by the settings screen and by /notifications. */
export const notificationsFeature = feature(notificationsMachine, createNotificationsImplementations);
