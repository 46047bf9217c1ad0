require('./support/diagnostics');

describe('Trip recording', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      permissions: { location: 'always', motion: 'YES' },
    });
    await device.setLocation(46.5580, 8.5610);
  });

  it('shows the trip list', async () => {
    await element(by.id('tab-trips')).tap();
    await expect(element(by.id('trip-list'))).toBeVisible();
  });

  it('records the route while the app is in the background', async () => {
    await element(by.id('tab-record')).tap();
    await element(by.id('trip-name-input')).typeText('Furka loop');
    await element(by.id('trip-name-done')).tap();

    await element(by.id('start-trip')).tap();
    // Background location updates (expo-location + expo-task-manager).
    await waitFor(element(by.id('trip-recording-badge'))).toBeVisible().withTimeout(5000);

    await device.sendToHome();
    await device.setLocation(46.5641, 8.5702);
    await device.setLocation(46.5703, 8.5788);
    await device.launchApp({ newInstance: false });

    await expect(element(by.id('trip-distance'))).toHaveText('1.5 km');
  });

  it('pauses and resumes a trip', async () => {
    await element(by.id('tab-record')).tap();
    await element(by.id('start-trip')).tap();
    await element(by.id('pause-trip')).tap();
    await expect(element(by.id('trip-paused-badge'))).toBeVisible();
    await element(by.id('resume-trip')).tap();
    await element(by.id('stop-trip')).tap();
  });
});
