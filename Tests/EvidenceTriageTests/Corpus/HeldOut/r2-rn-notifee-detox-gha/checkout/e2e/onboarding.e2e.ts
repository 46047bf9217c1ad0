import { by, device, element, expect } from 'detox';

describe('Onboarding', () => {
  it('completes onboarding', async () => {
    await device.launchApp({ newInstance: true, delete: true });
    await element(by.id('onboarding-next')).tap();
    await element(by.id('onboarding-next')).tap();
    await element(by.id('onboarding-finish')).tap();
    await expect(element(by.id('tab-reminders'))).toBeVisible();
  });
});
