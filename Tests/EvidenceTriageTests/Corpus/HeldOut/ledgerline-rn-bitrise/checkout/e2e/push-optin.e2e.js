describe('Push opt-in', () => {
  beforeAll(async () => {
    await device.launchApp({
      delete: true,
      permissions: { notifications: 'YES' },
    });
  });

  it('shows the push status after granting notifications', async () => {
    await element(by.id('onboarding-continue')).tap();
    await element(by.id('enable-reminders')).tap();
    await expect(element(by.id('push-status'))).toHaveText('Reminders on');
  });
});
