import PushNotificationIOS from '@react-native-community/push-notification-ios';
import { nextCheckinDate, scheduleWeeklyReminder } from '../scheduleReminder';

jest.mock('@react-native-community/push-notification-ios', () => ({
  addNotificationRequest: jest.fn(),
  scheduleLocalNotification: jest.fn(),
  removePendingNotificationRequests: jest.fn(),
}));

describe('scheduleWeeklyReminder', () => {
  const now = new Date('2026-04-08T18:30:00'); // a Wednesday

  beforeEach(() => jest.clearAllMocks());

  it('computes next Monday 09:00', () => {
    const at = nextCheckinDate(now);
    expect(at.getDay()).toBe(1);
    expect(at.getHours()).toBe(9);
  });

  it('replaces the pending request before scheduling', async () => {
    await scheduleWeeklyReminder(now);
    expect(PushNotificationIOS.removePendingNotificationRequests).toHaveBeenCalledWith([
      'weekly-checkin',
    ]);
  });

  it('schedules the weekly check-in with a future fireDate', async () => {
    await scheduleWeeklyReminder(now);

    expect(PushNotificationIOS.addNotificationRequest).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'weekly-checkin',
        fireDate: nextCheckinDate(now),
        repeats: true,
        repeatsComponent: { weekday: true, hour: true, minute: true },
      }),
    );
  });
});
