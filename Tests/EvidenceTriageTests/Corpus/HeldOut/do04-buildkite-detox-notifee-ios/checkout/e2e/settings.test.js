const { device, element, by, expect } = require('detox');

describe('Settings', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('toggles the weekly digest email', async () => {
    await element(by.id('tab-settings')).tap();
    await element(by.id('digest-toggle')).tap();
    await element(by.id('digest-toggle')).tap();
    await element(by.text('Save')).tap();
    await expect(element(by.id('digest-toggle'))).toHaveToggleValue(true);
  });
});
