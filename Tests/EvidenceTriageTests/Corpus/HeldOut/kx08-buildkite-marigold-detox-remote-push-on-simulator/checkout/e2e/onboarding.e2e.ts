import { by, device, element, expect } from 'detox';

describe('Onboarding', () => {
  it('should ask for notification permission on first launch', async () => {
    await device.launchApp({ delete: true, newInstance: true });
    await expect(element(by.id('onboarding-notifications'))).toBeVisible();
    await element(by.id('onboarding-allow')).tap();
  });
});
