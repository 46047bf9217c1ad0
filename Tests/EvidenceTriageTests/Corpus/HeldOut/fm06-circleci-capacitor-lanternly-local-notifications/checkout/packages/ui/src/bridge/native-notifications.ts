import { Capacitor } from '@capacitor/core';
import { LocalNotifications } from '@capacitor/local-notifications';
import { LanternIntent } from '@lanternly/intent';

export interface ReminderNotice {
  id: number;
  title: string;
  body: string;
  at: Date;
}

/**
 * Shows a reminder as an OS notification. Prefers @capacitor/local-notifications;
 * on iOS falls back to the app's own LanternIntent reminder path if the plugin
 * call fails.
 */
export async function showNativeNotification(notice: ReminderNotice): Promise<void> {
  try {
    await LocalNotifications.schedule({
      notifications: [
        { id: notice.id, title: notice.title, body: notice.body, schedule: { at: notice.at } },
      ],
    });
  } catch (err) {
    console.error('[notifications] LocalNotifications.schedule failed', JSON.stringify(err));
    if (Capacitor.getPlatform() !== 'ios') throw err;

    console.warn('[notifications] falling back to LanternIntent.receiveIntent');
    await LanternIntent.receiveIntent({
      type: 'reminder',
      payload: { title: notice.title },
    });
  }
}
