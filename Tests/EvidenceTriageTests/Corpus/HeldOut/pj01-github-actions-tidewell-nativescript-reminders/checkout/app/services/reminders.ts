import { LocalNotifications } from '@nativescript/local-notifications';

export interface Reminder { id: number; title: string; body: string; at: Date }

export async function scheduleTideReminder(rem: Reminder): Promise<number[]> {
  await LocalNotifications.requestPermission();
  const ids = await LocalNotifications.schedule([{
    id: rem.id,
    title: rem.title,
    body: rem.body,
    forceShowWhenInForeground: false,
  }]);
  console.log('Notification scheduled');
  return ids;
}

export async function pendingCount(): Promise<number> {
  const ids = await LocalNotifications.getScheduledIds();
  console.log("ID's: " + ids.length);
  return ids.length;
}
