import notifee, { AuthorizationStatus, TriggerType, RepeatFrequency } from '@notifee/react-native';
import { showToast } from '../ui/toast';
import { log } from '../log';

export async function enableDailyReminder(hour: number, minute: number) {
  const current = await notifee.getNotificationSettings();
  log(`[Reminders] notification permission status: ${AuthorizationStatus[current.authorizationStatus]}`);
  // Shows the system alert when the status is NOT_DETERMINED and waits for the user.
  const settings = await notifee.requestPermission();
  if (settings.authorizationStatus < AuthorizationStatus.AUTHORIZED) {
    log('[Reminders] permission not granted, reminder not saved');
    return false;
  }
  const next = new Date();
  next.setHours(hour, minute, 0, 0);
  if (next.getTime() <= Date.now()) next.setDate(next.getDate() + 1);
  await notifee.createTriggerNotification(
    { id: 'daily', title: 'Pinecrest', body: 'Time to log today' },
    { type: TriggerType.TIMESTAMP, timestamp: next.getTime(), repeatFrequency: RepeatFrequency.DAILY },
  );
  showToast('reminder-saved-toast', 'Daily reminder saved');
  return true;
}
