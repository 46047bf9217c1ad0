const { device, element, by, waitFor, expect } = require('detox');
const { readLastNotifeeEvent } = require('./helpers/notifeeEvents');

describe('Notifications', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  beforeEach(async () => {
    await device.reloadReactNative();
  });

  // The app routes pushes through notifee.onForegroundEvent, which only
  // fires for notifications that carry a `__notifee_notification` payload.
  it('shows the reply in the inbox after a push arrives in the foreground', async () => {
    await element(by.id('tab-inbox')).tap();
    await device.sendUserNotification({
      trigger: { type: 'push' },
      title: 'Maya replied',
      body: 'Looks good to me',
      // BUG: plain payload; notifee ignores it (no __notifee_notification key)
      payload: { threadId: 'th_5521' },
    });
    await waitFor(element(by.id('inbox-thread-th_5521'))).toBeVisible().withTimeout(30000);
  });

  it('presents a banner for a push that arrives in the foreground', async () => {
    await device.sendUserNotification({
      trigger: { type: 'push' },
      title: 'Digest ready',
      body: '3 new threads',
      payload: {
        __notifee_notification: {
          ios: { foregroundPresentationOptions: { banner: true, list: true } },
          data: {},
        },
      },
    });
    // DELIVERED comes from notifee's userNotificationCenter:willPresentNotification:
    // handler. Detox's mocked user notification is handed to the app as a
    // simulated user response, not as a presentation; nothing calls
    // willPresentNotification for it.
    //
    //
    const last = await readLastNotifeeEvent();
    expect(last?.type).toBe('DELIVERED');
  });
});
