import { by, device, element, expect } from 'detox';

describe('Settings', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { e2e: 'true' } });
    await element(by.id('settings.tab')).tap();
  });

  it('toggles Wi-Fi only uploads', async () => {
    await element(by.id('settings.wifi_only')).tap();
    await expect(element(by.id('settings.wifi_only'))).toHaveToggleValue(true);
  });

  it('shows the app version', async () => {
    await expect(element(by.id('settings.version'))).toHaveText('1.8.0 (412)');
  });
});
