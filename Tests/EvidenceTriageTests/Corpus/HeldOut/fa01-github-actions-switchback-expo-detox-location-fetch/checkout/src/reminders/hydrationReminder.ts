import * as Notifications from 'expo-notifications';

import { log } from '../util/log';

export const HYDRATION_CATEGORY = 'hydration';

export async function scheduleHydrationReminder(minutes: number): Promise<string> {
  const fireAt = new Date(Date.now() + minutes * 60_000);
  const id = await Notifications.scheduleNotificationAsync({
    content: {
      title: 'Time to drink',
      body: `You asked for a reminder ${minutes} minutes ago.`,
      categoryIdentifier: HYDRATION_CATEGORY,
      data: { kind: 'hydration', fireAt: fireAt.toISOString() },
    },
    // SDK 51 accepted a bare Date here.
    trigger: { date: fireAt } as Notifications.NotificationTriggerInput,
  });
  log.info('[Reminders] scheduled', id, 'for', fireAt.toISOString());
  return id;
}
