import { by, device, element, expect } from 'detox';

describe('Settings', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
    await element(by.id('tab-settings')).tap();
  });

  it('toggles background sync', async () => {
    await element(by.id('background-sync-switch')).tap();
    await expect(element(by.id('background-sync-switch'))).toHaveToggleValue(false);
  });
});
