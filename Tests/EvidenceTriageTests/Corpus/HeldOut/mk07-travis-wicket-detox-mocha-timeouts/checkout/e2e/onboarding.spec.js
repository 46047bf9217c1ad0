describe('Onboarding', () => {
  before(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'unset' } });
  });

  it('should request notification permission', async () => {
    await element(by.id('onboarding-continue')).tap();
    await expect(element(by.text('Allow notifications'))).toBeVisible();
  });
});
