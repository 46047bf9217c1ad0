describe('Background refresh', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('shows background refresh as available in settings', async () => {
    await element(by.id('tab-settings')).tap();
    await waitFor(element(by.id('bg-refresh-status')))
      .toHaveText('Background refresh: on')
      .withTimeout(10000);
  });
});
