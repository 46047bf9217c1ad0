describe('Onboarding', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, delete: true });
  });

  beforeEach(async () => {
    await device.reloadReactNative();
  });

  afterAll(async () => {
    await device.terminateApp();
  });

  it('shows the notification permission primer', async () => {
    await element(by.id('onboarding-next')).tap();
    await waitFor(element(by.id('permission-primer'))).toBeVisible().withTimeout(10000);
    await expect(element(by.text('Turn on reminders'))).toBeVisible();
  });

  it('skips the primer when permission is already granted', async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
    await element(by.id('onboarding-next')).tap();
    await expect(element(by.id('home-screen'))).toBeVisible();
  });
});
