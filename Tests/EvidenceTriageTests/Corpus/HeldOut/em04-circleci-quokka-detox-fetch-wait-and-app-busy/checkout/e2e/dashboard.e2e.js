describe('Dashboard', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('lists the latest readings', async () => {
    await expect(element(by.id('dashboard.list'))).toBeVisible();
  });

  it('opens the reading detail', async () => {
    await element(by.id('dashboard.row.0')).tap();
    await expect(element(by.id('reading.detail'))).toBeVisible();
  });
});
