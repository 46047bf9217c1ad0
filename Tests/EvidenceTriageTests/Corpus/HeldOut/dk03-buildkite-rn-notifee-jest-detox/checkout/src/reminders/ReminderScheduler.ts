import notifee, { TimestampTrigger, TriggerType } from '@notifee/react-native';

import { isInQuietHours, QuietHours } from './quietHours';
import type { Reminder } from './types';

export class ReminderScheduler {
  constructor(private readonly quiet: QuietHours) {}

  async schedule(reminder: Reminder): Promise<string | null> {
    if (isInQuietHours(reminder.dueAt, this.quiet)) return null;
    const trigger: TimestampTrigger = { type: TriggerType.TIMESTAMP, timestamp: reminder.dueAt.getTime() };
    return notifee.createTriggerNotification(
      { id: reminder.id, title: reminder.title, body: 'Reminder', data: { reminderId: reminder.id } },
      trigger,
    );
  }

  async cancel(reminderId: string): Promise<void> {
    await notifee.cancelTriggerNotification(reminderId);
  }

  /**
   * Sign-out: drop pending triggers and clear reminders that are already
   * on screen, so the next account does not see them.
   */
  async signOut(): Promise<void> {
    await notifee.cancelTriggerNotifications();
    await notifee.cancelDisplayedNotifications();
  }
}
