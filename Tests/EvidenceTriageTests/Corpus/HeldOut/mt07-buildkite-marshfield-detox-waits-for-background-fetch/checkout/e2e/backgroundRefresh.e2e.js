describe('Background refresh', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { EVIDENCE_TEST_ID: 'Background refresh' } });
  });

  it('registers the fetch task at launch', async () => {
    await expect(element(by.id('debug.fetchStatus'))).toHaveText('available');
  });

  it('shows new trips after the app was in the background', async () => {
    await element(by.id('debug.seedServerTrip')).tap();
    // RNBackgroundFetch.configure() submitted com.transistorsoft.fetch at
    // launch; iOS decides if and when a BGAppRefreshTask runs.
    await device.sendToHome();
    // give iOS time to run com.transistorsoft.fetch
    await new Promise((r) => setTimeout(r, 60000));
    await device.launchApp({ newInstance: false });
    await waitFor(element(by.id('trips.newBadge'))).toBeVisible().withTimeout(120000);
  });
});
