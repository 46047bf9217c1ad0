describe('Trip list', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it("shows today's trips", async () => {
    await expect(element(by.id('trip.row.0'))).toBeVisible();
  });

  it('opens trip details after pull to refresh', async () => {
    await element(by.id('trip.list')).swipe('down', 'fast', 0.6);
    // Pull-to-refresh animates the list; expect() right after the tap sees
    // the header and waitFor() sometimes does not (Detox#2671).
    //
    //
    //
    //
    //
    //
    //
    await element(by.id('trip.row.0')).tap();
    await expect(element(by.id('trip.details.header'))).toBeVisible();
    await waitFor(element(by.id('trip.details.header'))).toBeVisible().withTimeout(5000);
  });

  it('shows the mileage summary in km', async () => {
    await element(by.id('tab.summary')).tap();
    await expect(element(by.id('summary.mileage'))).toHaveText('1,204 km');
  });
});
