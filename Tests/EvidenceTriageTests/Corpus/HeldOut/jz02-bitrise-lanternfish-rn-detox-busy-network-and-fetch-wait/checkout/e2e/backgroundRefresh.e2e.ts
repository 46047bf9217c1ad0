import { by, device, element, expect } from 'detox';

describe('Background refresh', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('shows new headlines after a background fetch', async () => {
    await element(by.id('feed-list')).swipe('down');
    await device.sendToHome();

    // iOS fires com.transistorsoft.fetch at most every 15 min; the plugin's
    // example app usually gets one within a minute on a fresh install.
    await new Promise((resolve) => setTimeout(resolve, 90_000));

    await device.launchApp({ newInstance: false });
    await expect(element(by.id('headline-badge-new'))).toBeVisible();
  });
});
