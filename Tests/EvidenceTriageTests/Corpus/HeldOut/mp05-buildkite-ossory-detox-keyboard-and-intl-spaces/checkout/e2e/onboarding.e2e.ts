import { device, element, by, expect } from 'detox';

describe('Onboarding', () => {
  beforeAll(async () => { await device.launchApp({ newInstance: true }); });

  it('shows the welcome screen', async () => {
    await expect(element(by.id('welcome'))).toBeVisible();
  });

  it('submits the invite code with the return key', async () => {
    await element(by.id('inviteCode')).typeText('OSS-4821');
    await element(by.label('return')).tap();
    await expect(element(by.id('inviteAccepted'))).toBeVisible();
  });
});
