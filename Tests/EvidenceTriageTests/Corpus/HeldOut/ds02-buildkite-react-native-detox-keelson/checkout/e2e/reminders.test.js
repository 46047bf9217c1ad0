const { signIn } = require('./helpers');

describe('Reminders', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
    await signIn('e2e-skipper@keelson.test');
  });

  it('shows the reminder toast while the app is in the foreground', async () => {
    await element(by.id('tide-row-0')).longPress();
    await element(by.text('Remind me in 5 s')).tap();
    // The local notification is delivered while the app is active; the JS listener
    // (PushNotificationIOS 'localNotification') turns it into an in-app toast.
    await waitFor(element(by.id('reminder-toast'))).toBeVisible().withTimeout(15000);
  });
});
