describe('Trips', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('shows the trip list', async () => {
    await expect(element(by.id('trip-list'))).toBeVisible();
  });

  it('shows trips synced by the background fetch', async () => {
    await expect(element(by.id('trip-synced-badge'))).toBeVisible();
  });
});
