import { by, device, element, expect } from 'detox';

describe('Onboarding', () => {
  beforeEach(async () => {
    await device.launchApp({ newInstance: true, delete: true });
  });

  it('schedules first sync after sign-in', async () => {
    await element(by.id('email-input')).typeText('skipper@example.test');
    await element(by.id('sign-in')).tap();
    await expect(element(by.id('next-sync-label'))).toBeVisible();
  });
});
