const { device, element, by, expect: dexpect, waitFor } = require('detox');
const { loginAsDriver, queueFixture } = require('./helpers');

describe('Background sync', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES', location: 'always' } });
    await loginAsDriver('driver-0412');
  });

  it('shows the delivery queue after login', async () => {
    await dexpect(element(by.id('queue-list'))).toBeVisible();
    await dexpect(element(by.id('queue-count'))).toHaveText(String(queueFixture.length));
  });

  it('enables background sync from settings', async () => {
    await element(by.id('tab-settings')).tap();
    // Turning the switch on calls BackgroundFetch.configure() and
    // BackgroundGeolocation.ready() (src/background/enableBackgroundSync.ts).
    await element(by.id('settings-background-sync')).tap();
    await waitFor(element(by.id('background-sync-status'))).toHaveText('On').withTimeout(10000);
  });

  it('silent push refreshes the queue while backgrounded', async () => {
    await device.launchApp({ newInstance: true });
    await device.sendToHome();
    await device.sendUserNotification({
      trigger: { type: 'push' },
      'content-available': 1,
      payload: { kind: 'queue-changed', route: 'R-77' },
    });
    await device.launchApp({ newInstance: false });
    // The background handler stamps the queue when iOS delivers the push.
    await waitFor(element(by.id('queue-refreshed-by-push'))).toBeVisible().withTimeout(60000);
  });
});
