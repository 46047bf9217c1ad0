describe('SettingsFlow', () => {
  it('togglesDailyDigest', async () => {
    await element(by.id('tab.settings')).tap();
    await element(by.id('settings.digest.switch')).tap();
    await expect(element(by.id('settings.digest.time'))).toBeVisible();
  });
});
