describe('Background sync', () => {
  before(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('should show synced badge after background fetch', async () => {
    await element(by.id('settings-background-sync')).tap();   // calls BackgroundFetch.configure()
    await device.sendToHome();
    // iOS fires background fetch "every 15 minutes or so"; give it two minutes on the simulator.
    await new Promise((resolve) => setTimeout(resolve, 110000));
    await device.launchApp({ newInstance: false });
    await expect(element(by.id('synced-badge'))).toBeVisible();
  });
});
