import { LocalNotifications } from '@nativescript/local-notifications';
import { ReminderScheduler } from '../reminders/reminder-scheduler';

describe('ReminderNotifications', () => {
  it('schedulesDawnChorusReminder', async () => {
    const ids = await ReminderScheduler.scheduleDawnChorus(new Date('2026-12-01T05:40:00Z'));
    expect(ids.length).toBe(1);
  });

  it('showsReminderWhileAppInForeground', async () => {
    const received = new Promise((resolve) => LocalNotifications.addOnMessageReceivedCallback(resolve));
    await LocalNotifications.schedule([{ id: 9001, title: 'Transect 4', body: 'Survey window opens in 10 min', at: new Date(Date.now() + 2000), forceShowWhenInForeground: true }]);
    const notification: any = await received;
    expect(notification.id).toBe(9001);
  });
});
