import { by, device, element, expect } from 'detox';

describe('Onboarding', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, delete: true });
  });

  it('shows the welcome carousel', async () => {
    await expect(element(by.id('welcome-carousel'))).toBeVisible();
  });

  it('skips to sign in', async () => {
    await element(by.id('welcome-skip')).tap();
    await expect(element(by.id('sign-in-screen'))).toBeVisible();
  });
});
