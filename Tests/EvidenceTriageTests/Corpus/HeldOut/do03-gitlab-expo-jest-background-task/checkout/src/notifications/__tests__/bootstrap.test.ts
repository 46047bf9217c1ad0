import notifee from '@notifee/react-native';
import { installNotificationHandlers } from '../bootstrap';

// Hand-written mock kept from notifee 5.x days; it predates onBackgroundEvent.
jest.mock('@notifee/react-native', () => ({
  __esModule: true,
  default: { requestPermission: jest.fn(async () => ({ authorizationStatus: 1 })), onForegroundEvent: jest.fn() },
}));

describe('notificationBootstrap', () => {
  it('installs the notifee background event handler', () => {
    installNotificationHandlers();
    expect(notifee.onBackgroundEvent).toHaveBeenCalledTimes(1);
  });
});
