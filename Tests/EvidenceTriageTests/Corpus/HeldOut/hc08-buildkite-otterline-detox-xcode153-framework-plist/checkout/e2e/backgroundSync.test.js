describe('Background sync', () => {
  beforeAll(async () => {
    await device.launchApp({ delete: true, newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('shows last synced time after Sync now', async () => {
    await element(by.id('tab-settings')).tap();
    await element(by.text('Sync now')).tap();
    await waitFor(element(by.id('last-synced-label'))).toBeVisible().withTimeout(10000);
  });

  it('keeps queued sightings after relaunch', async () => {
    await element(by.id('tab-log')).tap();
    await element(by.id('add-sighting')).tap();
    await device.launchApp({ newInstance: true });
    await expect(element(by.id('queued-count'))).toHaveText('1');
  });
});
