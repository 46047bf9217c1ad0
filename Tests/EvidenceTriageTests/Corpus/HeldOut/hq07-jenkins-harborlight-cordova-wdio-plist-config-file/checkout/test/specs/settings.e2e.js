describe('Settings', () => {
  before(async () => {
    const contexts = await driver.getContexts();
    await driver.switchContext(contexts.find((c) => c.startsWith('WEBVIEW')));
    await $('#tab-settings').click();
  });

  it('toggles offline mode', async () => {
    await $('#offline-toggle').click();
    await expect($('#offline-banner')).toBeDisplayed();
  });
});
