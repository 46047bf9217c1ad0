import { by, device, element, expect, waitFor } from 'detox';

describe('Onboarding', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, delete: true });
  });

  it('dismisses the welcome sheet', async () => {
    await waitFor(element(by.id('welcome-continue'))).toBeVisible().withTimeout(10000);
    await element(by.id('welcome-continue')).tap();
    await expect(element(by.id('welcome-sheet'))).not.toBeVisible();
  });
});
