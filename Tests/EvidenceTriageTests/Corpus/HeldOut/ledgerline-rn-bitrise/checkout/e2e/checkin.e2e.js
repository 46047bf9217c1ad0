const { seedServer, lastCheckins } = require('./helpers/seed');

// Store 114 is registered as a 150 m circular region by src/checkin/geofence.ts.
const STORE_114 = { lat: 52.37311, lon: 4.89078 };

describe('Store check-in', () => {
  beforeAll(async () => {
    await seedServer('stores-amsterdam');
    await device.setLocation(STORE_114.lat, STORE_114.lon);
    await device.launchApp({
      newInstance: true,
      permissions: { location: 'always', notifications: 'YES' },
    });
  });

  it('posts a check-in when the store geofence is entered', async () => {
    await element(by.id('tab-stores')).tap();
    await element(by.id('store-114-watch')).tap();
    await waitFor(element(by.id('checkin-banner'))).toBeVisible().withTimeout(20000);
    expect(await lastCheckins()).toContainEqual(expect.objectContaining({ storeId: 114 }));
  });
});
