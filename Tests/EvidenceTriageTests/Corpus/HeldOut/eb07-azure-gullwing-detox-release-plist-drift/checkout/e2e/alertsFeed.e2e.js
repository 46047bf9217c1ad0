describe('Alerts feed', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { mockServer: 'http://localhost:9091' } });
  });

  it('shows alerts from the mock server', async () => {
    await waitFor(element(by.id('alert-row-0'))).toBeVisible().withTimeout(10000);
    await expect(element(by.text('River Severn: flood warning'))).toBeVisible();
  });

  it('opens the map from the header', async () => {
    await element(by.id('header-map')).tap();
    await expect(element(by.id('alerts-map'))).toBeVisible();
  });
});
