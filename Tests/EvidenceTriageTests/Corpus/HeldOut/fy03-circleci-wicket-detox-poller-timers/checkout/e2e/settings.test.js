const { device, element, by, expect } = require('detox');

jest.retryTimes(1, { logErrorsBeforeRetry: true });

describe('Settings', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
    await element(by.id('tab.settings')).tap();
  });

  it('toggles background sync', async () => {
    await element(by.id('settings.backgroundSync.toggle')).tap();
    await expect(element(by.id('settings.backgroundSync.toggle'))).toHaveToggleValue(false);
    await element(by.id('settings.backgroundSync.toggle')).tap();
    await expect(element(by.id('settings.backgroundSync.toggle'))).toHaveToggleValue(true);
  });

  it('shows the build number', async () => {
    await expect(element(by.id('settings.version'))).toBeVisible();
  });
});
