const { device, element, by, waitFor, expect } = require('detox');
const { sendTestPush } = require('./support/pushRelay');

describe('Push registration', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('stores an FCM token after permission is granted', async () => {
    await element(by.id('settings-tab')).tap();
    await element(by.id('sailing-alerts-toggle')).tap();
    await waitFor(element(by.id('push-status'))).toHaveText('registered').withTimeout(10000);
  });
});

describe('Push delivery', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('shows the sailing-delay banner after a backend push', async () => {
    await element(by.id('settings-tab')).tap();
    await element(by.id('sailing-alerts-toggle')).tap();
    await sendTestPush({ route: 'ORC-HBR', kind: 'delay', minutes: 25 });
    await waitFor(element(by.id('delay-banner'))).toBeVisible().withTimeout(20000);
  });
});
