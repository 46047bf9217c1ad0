import PushNotificationIOS from '@react-native-community/push-notification-ios';
import { scheduleDailyReminder } from '../reminderScheduler';

jest.mock('@react-native-community/push-notification-ios', () => ({
  addNotificationRequest: jest.fn(),
}));

describe('scheduleDailyReminder', () => {
  beforeEach(() => jest.clearAllMocks());

  it('uses the reminder id as the request id', () => {
    scheduleDailyReminder({ id: 'evening-dose', title: 'Evening', hour: 20, minute: 0 });
    const req = (PushNotificationIOS.addNotificationRequest as jest.Mock).mock.calls[0][0];
    expect(req.id).toBe('evening-dose');
  });

  it('fires at 20:00 local time on the next day', () => {
    const now = new Date(2026, 5, 10, 21, 30); // 10 June, 21:30 local
    scheduleDailyReminder({ id: 'evening-dose', title: 'Evening', hour: 20, minute: 0 }, now);

    const req = (PushNotificationIOS.addNotificationRequest as jest.Mock).mock.calls[0][0];
    expect(req.fireDate.getDate()).toBe(11);
    expect(req.fireDate.getHours()).toBe(20);
  });
});
