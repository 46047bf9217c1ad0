describe('Settings', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
    await element(by.id('tab.settings')).tap();
  });

  it('shows backup size in megabytes', async () => {
    await element(by.id('settings.storage')).tap();
    await expect(element(by.id('storage.backupSize'))).toHaveText('1.5 MB');
  });
});
