import { by, device, element, expect } from 'detox';

describe('Settings', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('enables background refresh toggle', async () => {
    await element(by.id('tab-settings')).tap();
    await element(by.id('toggle-background-refresh')).tap();
    await expect(element(by.id('background-refresh-status'))).toHaveText('On');
  });
});
