import { by, device, element, expect } from 'detox';

describe('Login', () => {
  beforeEach(async () => {
    await device.launchApp({ newInstance: true, delete: true });
  });

  it('signs in with valid credentials', async () => {
    await element(by.id('login-email')).typeText('e2e.shopper@tallow.test');
    await element(by.id('login-password')).typeText('e2e-only-fixture\n');
    await element(by.id('login-submit')).tap();
    await expect(element(by.id('home-scroll'))).toBeVisible();
  });
});
