const { device, element, by, expect, waitFor } = require('detox');

describe('Onboarding', () => {
  it('shows onboarding on first launch', async () => {
    await device.launchApp({ newInstance: true, delete: true });
    await expect(element(by.id('onboarding.start'))).toBeVisible();
    await element(by.id('onboarding.start')).tap();
    await element(by.id('onboarding.skipLocation')).tap();
  });

  it('skips onboarding for returning users', async () => {
    await device.launchApp({ newInstance: true });
    await waitFor(element(by.id('home.tideCard'))).toBeVisible().withTimeout(5000);
  });
});
