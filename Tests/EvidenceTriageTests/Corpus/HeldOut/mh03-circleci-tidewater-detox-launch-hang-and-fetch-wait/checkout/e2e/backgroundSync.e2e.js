const { device, element, by, expect: dexpect, waitFor } = require('detox');

describe('Background sync', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      launchArgs: { EVIDENCE_TEST_ID: 'Background sync/shows synced badge after background fetch' },
    });
  });

  it('shows synced badge after background fetch', async () => {
    await element(by.id('enable-background-sync')).tap();
    await dexpect(element(by.id('sync-status'))).toHaveText('Scheduled');
    await device.sendToHome();
    // Give iOS time to fire react-native-background-fetch's periodic event.
    await new Promise((r) => setTimeout(r, 90 * 1000));
    await device.launchApp({ newInstance: false });
    await waitFor(element(by.id('synced-badge'))).toBeVisible().withTimeout(10000);
  });
});
