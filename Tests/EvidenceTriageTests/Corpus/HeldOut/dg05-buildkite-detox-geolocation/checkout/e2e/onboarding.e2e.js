const { device, element, by, expect } = require('detox');

describe('Onboarding', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, delete: true });
  });

  it('shows the permission primer on first launch', async () => {
    await expect(element(by.text('Track trips in the background'))).toBeVisible();
    await element(by.id('primer-continue')).tap();
    await expect(element(by.id('login-as-demo'))).toBeVisible();
  });
});
