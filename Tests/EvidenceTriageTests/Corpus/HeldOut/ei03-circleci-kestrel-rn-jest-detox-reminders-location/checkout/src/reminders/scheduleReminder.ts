import PushNotificationIOS from '@react-native-community/push-notification-ios';
import { addDays, setHours, startOfDay } from 'date-fns';

export const WEEKLY_CHECKIN_ID = 'weekly-checkin';

export function nextCheckinDate(now: Date): Date {
  // Mondays 09:00 local
  const daysUntilMonday = (8 - now.getDay()) % 7 || 7;
  return setHours(startOfDay(addDays(now, daysUntilMonday)), 9);
}

export async function scheduleWeeklyReminder(now: Date = new Date()): Promise<void> {
  PushNotificationIOS.removePendingNotificationRequests([WEEKLY_CHECKIN_ID]);
  PushNotificationIOS.scheduleLocalNotification({
    userInfo: { id: WEEKLY_CHECKIN_ID },
    alertTitle: 'Weekly check-in',
    alertBody: 'Log your rides from last week',
    fireDate: nextCheckinDate(now).toISOString(),
    repeatInterval: 'week',
  });
}
