const { device, element, by, waitFor } = require('detox');

describe('Background sync', () => {
  beforeEach(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { EVIDENCE_TEST_ID: expect.getState().currentTestName.replace(/^Background sync /, 'Background sync/') } });
  });

  it('schedules the feed refresh on launch', async () => {
    await waitFor(element(by.id('debug.fetchStatus.available'))).toExist().withTimeout(10000);
  });

  it('refreshes the feed after a background fetch', async () => {
    // Put the app in the background and give iOS time to deliver a fetch
    // (minimumFetchInterval is 15 min in production, but the Simulator should be faster).
    await device.sendToHome();
    await new Promise((r) => setTimeout(r, 10000));
    await device.launchApp({ newInstance: false });
    await waitFor(element(by.id('feed.lastSynced.background')))
      .toBeVisible()
      .withTimeout(120000);
  });
});
