describe('Nearby stations', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      permissions: { location: 'always', notifications: 'YES' },
    });
  });

  it('shows the station list', async () => {
    await expect(element(by.id('stations-list'))).toBeVisible();
  });

  it('shows stations near the current location after granting location', async () => {
    await device.setLocation(52.3702, 4.8952);
    await element(by.id('nearby-tab')).tap();
    await waitFor(element(by.id('nearby-station-0'))).toBeVisible().withTimeout(30000);
    await expect(element(by.id('nearby-station-0-distance'))).toHaveText('120 m');
  });

  it('opens a station detail', async () => {
    await element(by.id('stations-tab')).tap();
    await element(by.id('station-row-0')).tap();
    await expect(element(by.id('station-detail'))).toBeVisible();
  });
});
