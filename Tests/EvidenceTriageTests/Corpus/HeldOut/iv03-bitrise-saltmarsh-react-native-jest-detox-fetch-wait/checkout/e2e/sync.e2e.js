describe('Sync', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('shows new sightings after a background fetch', async () => {
    await element(by.id('tab-feed')).tap();
    await expect(element(by.id('sync-badge'))).not.toBeVisible();

    await device.sendToHome();
    // give iOS time to deliver the background fetch
    await new Promise((resolve) => setTimeout(resolve, 30000));
    await device.launchApp({ newInstance: false });

    await waitFor(element(by.id('sync-badge'))).toBeVisible().withTimeout(60000);
  });

  it('pull to refresh loads the feed', async () => {
    await element(by.id('feed-list')).swipe('down', 'fast');
    await expect(element(by.id('feed-row-0'))).toBeVisible();
  });
});
