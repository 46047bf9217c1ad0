import { LocalNotifications } from '@nativescript/local-notifications';
import { ReminderService } from '../services/reminder-service';
import { DeliveredProbe } from './helpers/delivered-probe';
import { waitFor } from './helpers/wait-for';

describe('ReminderService', () => {
  afterEach(async () => {
    await LocalNotifications.cancelAll();
  });

  it('schedulesDailyReminderAtChosenTime', async () => {
    const id = await ReminderService.scheduleDaily('Water plants', { hour: 8, minute: 30 });
    const ids = await LocalNotifications.getScheduledIds();
    expect(ids).toContain(id);
  });

  it('presentsWhileForeground', async () => {
    const received: number[] = [];
    LocalNotifications.addOnMessageReceivedCallback((n) => received.push(n.id));
    const id = await ReminderService.remindInSeconds('Stretch', 2);
    await waitFor(() => received.length > 0, 8000);
    const delivered = await DeliveredProbe.idsInNotificationCenter();
    expect(delivered).toContain(id);
  });
});
