import { by, device, element, expect } from 'detox';

describe('Onboarding', () => {
  beforeAll(async () => { await device.launchApp({ newInstance: true, delete: true }); });
  it('shows the welcome carousel', async () => {
    await expect(element(by.id('welcome-carousel'))).toBeVisible();
  });
});
