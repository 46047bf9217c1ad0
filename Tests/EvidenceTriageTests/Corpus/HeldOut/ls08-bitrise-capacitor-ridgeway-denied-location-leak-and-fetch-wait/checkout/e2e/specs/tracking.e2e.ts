describe('Trip tracking', () => {
  before(async () => {
    await driver.execute('mobile: setSimulatedLocation', { latitude: 53.2741, longitude: -9.0490 });
  });

  it('records the first fix after starting a trip', async () => {
    await $('~start-trip').click();
    await driver.execute('mobile: setSimulatedLocation', { latitude: 53.2788, longitude: -9.0611 });
    // The first fix sets the distance label from "—" to a number.
    await $('~trip-distance').waitForDisplayed({ timeout: 30000 });
  });
});
