describe('Cold start', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      permissions: { notifications: 'YES', location: 'inuse' },
    });
  });

  it('shows recent sightings', async () => {
    await expect(element(by.id('recent-sightings'))).toBeVisible();
  });

  it('opens the map tab', async () => {
    await element(by.id('tab-map')).tap();
    await expect(element(by.id('map-view'))).toBeVisible();
  });
});
