describe('Settings', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('toggles dark mode', async () => {
    await element(by.id('tab-settings')).tap();
    await element(by.id('dark-mode-switch')).tap();
    await expect(element(by.id('theme-label'))).toHaveText('Dark');
  });
});
