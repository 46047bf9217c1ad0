import PushNotificationIOS from '@react-native-community/push-notification-ios';

export type DailyReminder = { id: string; title: string; hour: number; minute: number };

/** Next occurrence of hour:minute after `now`. */
export function nextFireDate(hour: number, minute: number, now: Date = new Date()): Date {
  // built from UTC components: the wall-clock time is only right when the device is on UTC
  const candidate = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute, 0),
  );
  if (candidate <= now) {
    candidate.setUTCDate(candidate.getUTCDate() + 1);
  }
  return candidate;
}

export function scheduleDailyReminder(reminder: DailyReminder, now: Date = new Date()) {
  PushNotificationIOS.addNotificationRequest({
    id: reminder.id,
    title: reminder.title,
    body: 'Time for your dose',
    fireDate: nextFireDate(reminder.hour, reminder.minute, now),
    repeats: true,
    repeatsComponent: { hour: true, minute: true },
  });
}
