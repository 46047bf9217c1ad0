const { device, element, by, expect } = require('detox');

describe('Background sync', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  beforeEach(async () => {
    // Start every case signed out of the sync account (token lives in the keychain).
    await device.clearKeychain();
    await device.reloadReactNative();
    await element(by.id('signin-demo')).tap();
  });

  it('shows the last-synced time after returning from the background', async () => {
    await device.sendToHome();
    await device.launchApp({ newInstance: false });
    await expect(element(by.id('last-synced'))).toHaveText('Synced just now');
  });

  it('keeps a task added offline after the next sync', async () => {
    await device.setURLBlacklist(['.*tasklark.app/api.*']);
    await element(by.id('add-task')).tap();
    await element(by.id('task-title')).typeText('Water the ferns\n');
    await device.setURLBlacklist([]);
    await element(by.id('sync-now')).tap();
    await expect(element(by.text('Water the ferns'))).toBeVisible();
  });
});
