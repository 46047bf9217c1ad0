describe('Background sync', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('shows the sync settings screen', async () => {
    await element(by.id('tab.settings')).tap();
    await element(by.text('Background sync')).tap();
    await expect(element(by.id('sync.toggle'))).toBeVisible();
  });

  it('fetches new readings after the app is backgrounded', async () => {
    await element(by.id('sync.toggle')).longPress();
    await element(by.text('Seed 3 pending readings')).tap();

    // iOS should wake the app through react-native-background-fetch and pull the readings.
    await device.sendToHome();
    await new Promise((r) => setTimeout(r, 5000));
    await device.launchApp({ newInstance: false });

    await waitFor(element(by.text('Fetched 3 readings'))).toBeVisible().withTimeout(120000);
  });
});

describe('Sync status', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('shows the next sync interval in minutes', async () => {
    await element(by.id('tab.settings')).tap();
    await element(by.text('Background sync')).tap();
    await expect(element(by.id('sync.nextInterval'))).toHaveText('Next sync in 15 min');
  });
});
