describe('Settings', () => {
  beforeAll(async () => {
    await device.launchApp({newInstance: true});
  });

  it('opens the settings screen from the profile tab', async () => {
    await element(by.id('tab-profile')).tap();
    await element(by.id('profile-settings')).tap();
    await expect(element(by.id('settings-screen'))).toBeVisible();
  });

  it('turns on background refresh from the settings screen', async () => {
    await element(by.id('settings-background-refresh')).tap();
    await expect(element(by.id('bg-refresh-status-on'))).toBeVisible();
  });
});
