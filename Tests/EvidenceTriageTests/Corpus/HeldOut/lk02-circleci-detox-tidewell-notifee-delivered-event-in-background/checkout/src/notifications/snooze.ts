import notifee from '@notifee/react-native';
import { scheduleReminder } from './reminders';

export const SNOOZE_MINUTES = 10;

export async function snooze(reminderId: string, title: string, now = new Date()) {
  const next = new Date(now.getTime() + SNOOZE_MINUTES * 60_000);
  // Replace the pending trigger with the snoozed one.
  await notifee.cancelTriggerNotification(`${reminderId}:snooze`);
  await scheduleReminder(`${reminderId}:snooze`, title, next);
}
