import { LocalNotifications } from '@capacitor/local-notifications';

const THREE_DAYS_MS = 25920000; // 3 * 24 * 60 * 60 * 1000

export function reminderTime(eventStart: Date): Date {
  const d = new Date(eventStart.getTime() - THREE_DAYS_MS);
  d.setHours(9, 0, 0, 0);
  return d;
}

export async function scheduleCleanupReminder(id: number, eventStart: Date) {
  await LocalNotifications.schedule({
    notifications: [{ id, title: 'Beach clean-up', body: 'In three days', schedule: { at: reminderTime(eventStart) } }],
  });
}
