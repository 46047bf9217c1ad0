describe('LoginFlow', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, delete: true });
  });

  it('showsWelcomeAfterSignIn', async () => {
    await element(by.id('login-email')).typeText('qa@juniper.test');
    await element(by.id('login-password')).typeText('correct horse');
    await element(by.id('login-submit')).tap();
    await expect(element(by.text('Welcome back'))).toBeVisible();
  });
});
