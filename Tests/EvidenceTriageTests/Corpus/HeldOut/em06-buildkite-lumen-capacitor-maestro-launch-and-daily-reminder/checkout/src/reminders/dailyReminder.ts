import { LocalNotifications } from '@capacitor/local-notifications';

export const DAILY_REMINDER_ID = 4100;

/** Schedules the daily "time to breathe" reminder at hour:minute local time. */
export async function scheduleDailyReminder(hour: number, minute: number): Promise<void> {
  await LocalNotifications.cancel({ notifications: [{ id: DAILY_REMINDER_ID }] });
  await LocalNotifications.schedule({
    notifications: [
      {
        id: DAILY_REMINDER_ID,
        title: 'Time to breathe',
        body: 'Your daily two-minute session is ready.',
        schedule: {
          every: 'day',
          allowWhileIdle: true,
        },
        extra: { hour, minute },
      },
    ],
  });
}

/** "Next reminder: HH:mm", read back from the pending request. */
export async function nextReminderLabel(): Promise<string> {
  const { notifications } = await LocalNotifications.getPending();
  const pending = notifications.find((n) => n.id === DAILY_REMINDER_ID);
  if (!pending?.schedule?.at) return 'No reminder scheduled';
  const at = new Date(pending.schedule.at);
  return `Next reminder: ${at.toTimeString().slice(0, 5)}`;
}
