const { device, element, by, expect, waitFor } = require('detox');

describe('Background sync', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('shows last sync time on launch', async () => {
    await expect(element(by.id('last-sync'))).toBeVisible();
  });

  it('shows synced badge after manual sync', async () => {
    await element(by.id('sync-now')).tap();
    await waitFor(element(by.id('synced-badge'))).toBeVisible().withTimeout(10000);
  });

  it('uploads queued scans after backgrounding', async () => {
    await element(by.id('scan-fixture-3')).tap();
    await expect(element(by.id('queue-count'))).toHaveText('3');

    // The app schedules com.transistorsoft.uploadQueue when it goes to the background;
    // give iOS time to run it.
    await device.sendToHome();
    await new Promise((resolve) => setTimeout(resolve, 75_000));
    await device.launchApp({ newInstance: false });

    await expect(element(by.id('queue-count'))).toHaveText('0');
  });
});
