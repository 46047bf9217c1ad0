describe('Geofence alerts', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      delete: true,
      permissions: { notifications: 'YES' },
    });
    await element(by.id('tab-settings')).tap();
  });

  it('shows the configured field boundaries', async () => {
    await element(by.id('geofence-settings')).tap();
    await expect(element(by.id('geofence-row-north-paddock'))).toBeVisible();
    await expect(element(by.id('geofence-row-river-flats'))).toBeVisible();
  });

  it('asks for Always location when enabling background geofences', async () => {
    await element(by.id('toggle-background-geofences')).tap();
    await waitFor(element(by.id('location-authorization')))
      .toExist()
      .withTimeout(10000);

    const attrs = await element(by.id('location-authorization')).getAttributes();

    expect(attrs.text).toBe('Location: always');
  });

  it('enabling offline alerts registers the iOS headless handler', async () => {
    await element(by.id('toggle-offline-alerts')).tap();

    await waitFor(element(by.id('offline-alerts-status')))
      .toHaveText('Offline alerts on')
      .withTimeout(15000);
  });
});
