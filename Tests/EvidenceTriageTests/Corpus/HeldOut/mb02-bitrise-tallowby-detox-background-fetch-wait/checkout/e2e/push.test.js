const { device, element, by } = require('detox');
const { readRegisteredToken } = require('./helpers/pushToken');

describe('Push registration', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  // The token arrives through PushNotificationIOS's 'register' event,
  // which the app mirrors into the debug.push.token label.

  it('asks for notification permission once', async () => {
    await expect(element(by.id('settings.push.status.granted'))).toExist();
  });

  it('receives a device token after permission is granted', async () => {
    await element(by.id('settings.push.enable')).tap();
    const token = await readRegisteredToken();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
  });
});
