import PushNotificationIOS from '@react-native-community/push-notification-ios';
import { scheduleWeeklyReminder } from '../src/reminders/weekly';

jest.mock('@react-native-community/push-notification-ios', () => ({ addNotificationRequest: jest.fn() }));

describe('weeklyReminder', () => {
  it('builds a weekly repeat on the chosen weekday', () => {
    scheduleWeeklyReminder({ id: 'run-tue', fireDate: new Date('2026-11-17T06:30:00Z'), title: 'Ridge run' });
    const req = PushNotificationIOS.addNotificationRequest.mock.calls[0][0];
    expect(req.repeatsComponent).toEqual({ dayOfWeek: true, hour: true, minute: true });
  });
});
