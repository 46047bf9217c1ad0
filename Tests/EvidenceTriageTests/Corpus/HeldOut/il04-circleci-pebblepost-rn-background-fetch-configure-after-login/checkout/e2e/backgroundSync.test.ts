import { by, device, element, expect, waitFor } from 'detox';

// Debug-only deep link: AppDelegate forwards it to TSBackgroundFetch's
// performFetch path, the same path Xcode's "Simulate Background Fetch" uses.
const FETCH_URL = 'pebblepost://__debug/background-fetch';

describe('Background sync', () => {
  it('applies a fetch delivered while the app starts in the background', async () => {
    // Server fixture: PP2231 moved to "Out for delivery" after the last sync.
    await device.launchApp({
      newInstance: true,
      url: FETCH_URL,
      launchArgs: { e2eSignedIn: true, simulateBackgroundLaunch: true },
    });
    await device.launchApp({ newInstance: false }); // user opens the app later
    await waitFor(element(by.id('parcel-status-PP2231')))
      .toHaveText('Out for delivery')
      .withTimeout(20000);
  });

  it('background launch does not record an app_open event', async () => {
    await device.launchApp({
      newInstance: true,
      url: FETCH_URL,
      launchArgs: { e2eSignedIn: true, simulateBackgroundLaunch: true },
    });
    await device.openURL({ url: 'pebblepost://__debug/analytics' });
    await expect(element(by.id('debug-analytics-count-app_open'))).toHaveText('0');
  });
});
