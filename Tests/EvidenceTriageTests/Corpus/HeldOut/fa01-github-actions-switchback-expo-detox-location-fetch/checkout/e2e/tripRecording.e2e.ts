import { by, device, element, expect, waitFor } from 'detox';

describe('Trip recording', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      permissions: { location: 'always', notifications: 'YES' },
    });
  });

  beforeEach(async () => {
    await device.reloadReactNative();
  });

  it('shows the record button on the map screen', async () => {
    await expect(element(by.id('map-screen'))).toBeVisible();
    await expect(element(by.id('start-trip-button'))).toBeVisible();
  });

  it('starts background location updates when a trip begins', async () => {
    await device.setLocation(46.8523, -121.7603);
    await element(by.id('start-trip-button')).tap();

    await waitFor(element(by.id('trip-status-recording')))
      .toBeVisible()
      .withTimeout(10000);
  });

  it('stops recording and shows the summary sheet', async () => {
    await element(by.id('start-trip-button')).tap();
    await element(by.id('stop-trip-button')).tap();
    await expect(element(by.id('trip-summary-sheet'))).toBeVisible();
  });
});
