const { device, element, by, expect: dexpect } = require('detox');

describe('Onboarding', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, delete: true });
  });

  it('shows the welcome carousel', async () => {
    await dexpect(element(by.id('welcome-carousel'))).toBeVisible();
  });

  it('skips to sign in', async () => {
    await element(by.id('skip')).tap();
    await dexpect(element(by.id('sign-in-screen'))).toBeVisible();
  });
});
