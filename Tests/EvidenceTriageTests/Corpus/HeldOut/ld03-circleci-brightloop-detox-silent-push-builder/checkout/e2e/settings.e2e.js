describe('Settings', () => {
  beforeAll(async () => { await device.launchApp({ newInstance: true }); });

  it('toggles background refresh', async () => {
    await element(by.id('tab-settings')).tap();
    await element(by.id('bg-refresh-switch')).tap();
    await expect(element(by.id('bg-refresh-switch'))).toHaveToggleValue(true);
  });

  it('shows the app version', async () => {
    await expect(element(by.id('app-version'))).toHaveText('3.8.1 (544)');
  });
});
