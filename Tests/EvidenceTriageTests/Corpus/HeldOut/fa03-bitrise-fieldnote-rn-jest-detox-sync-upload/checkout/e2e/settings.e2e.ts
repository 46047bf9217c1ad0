import { by, device, element, expect } from 'detox';

describe('Settings', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, delete: true });
  });

  it('toggles Wi-Fi-only uploads', async () => {
    await element(by.id('tab-settings')).tap();
    await element(by.id('wifi-only-switch')).tap();
    await expect(element(by.id('wifi-only-switch'))).toHaveToggleValue(true);
  });
});
