import { LocalNotifications } from '@capacitor/local-notifications';

export const DAILY_REMINDER_ID = 1001;

/**
 * Schedule the daily habit reminder at the user's chosen wall-clock time.
 * `hhmm` comes straight from the <ion-datetime presentation="time"> picker.
 */
export async function scheduleDailyReminder(hhmm: string, now: Date = new Date()): Promise<Date> {
    const [hours, minutes] = hhmm.split(':').map(Number);

    // First occurrence: today at the chosen time. Capacitor repeats it daily.
    const at = new Date(now);
    at.setHours(hours, minutes, 0, 0);

    await LocalNotifications.cancel({ notifications: [{ id: DAILY_REMINDER_ID }] });
    await LocalNotifications.schedule({
        notifications: [{
            id: DAILY_REMINDER_ID,
            title: 'Brightwater',
            body: 'Time for your daily check-in',
            schedule: { at, repeats: true, every: 'day', allowWhileIdle: true },
        }],
    });
    return at;
}

/** "today 06:30" / "tomorrow 06:30" / "Sat 06:30", used by the debug panel. */
export function describeNextFire(at: Date, now: Date = new Date()): string {
    const hhmm = at.toTimeString().slice(0, 5);
    const startOfToday = new Date(now);
    startOfToday.setHours(0, 0, 0, 0);
    const days = Math.floor((at.getTime() - startOfToday.getTime()) / 86_400_000);
    if (days === 0) return `today ${hhmm}`;
    if (days === 1) return `tomorrow ${hhmm}`;
    return `${at.toLocaleDateString('en-GB', { weekday: 'short' })} ${hhmm}`;
}
