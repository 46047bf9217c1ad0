describe('Settings', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
    await element(by.id('tab.settings')).tap();
  });

  it('shows the signed-in email under Account', async () => {
    await expect(element(by.id('settings.account.email'))).toHaveText('qa+e2e@lanternfish.app');
  });

  it('shows the app version', async () => {
    await expect(element(by.id('settings.version'))).toBeVisible();
  });
});
