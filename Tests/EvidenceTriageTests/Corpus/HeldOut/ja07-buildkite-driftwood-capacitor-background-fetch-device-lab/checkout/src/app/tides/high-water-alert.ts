import { LocalNotifications } from '@capacitor/local-notifications';

/** Daily high-water alert at 06:00 in the sailor's local time. */
export async function scheduleDailyHighWaterAlert(now = new Date()): Promise<Date> {
  const first = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + 1, 6, 0, 0));
  await LocalNotifications.schedule({
    notifications: [{
      id: 6001,
      title: 'High water today',
      body: 'Open Driftwood for the harbour tide table',
      schedule: { at: first, every: 'day', allowWhileIdle: true },
    }],
  });
  return first;
}
