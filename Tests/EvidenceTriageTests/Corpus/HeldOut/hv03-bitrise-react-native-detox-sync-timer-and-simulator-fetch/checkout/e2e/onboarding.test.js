const { device, element, by, expect } = require('detox');

describe('Onboarding', () => {
  it('skips intro for returning user', async () => {
    await device.launchApp({ newInstance: true, delete: false, launchArgs: { returningUser: 'true' } });
    await expect(element(by.id('home-tab'))).toBeVisible();
  });
});
