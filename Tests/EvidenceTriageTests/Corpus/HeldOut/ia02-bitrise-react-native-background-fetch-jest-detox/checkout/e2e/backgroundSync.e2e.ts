import {by, device, element, expect, waitFor} from 'detox';

describe('Background sync', () => {
  beforeAll(async () => {
    await device.launchApp({newInstance: true, permissions: {notifications: 'YES'}});
  });

  it('shows last sync time after launch', async () => {
    await expect(element(by.id('last-sync-label'))).toBeVisible();
  });

  it('syncs notes after 15 minutes in background', async () => {
    await element(by.id('seed-remote-note')).tap(); // server-side note the app has not pulled yet
    await device.sendToHome();
    // iOS should deliver the periodic fetch (minimumFetchInterval: 15) while we wait.
    await new Promise(resolve => setTimeout(resolve, 15 * 60 * 1000));
    await device.launchApp({newInstance: false});
    await waitFor(element(by.id('note-row-remote-seed')))
      .toBeVisible()
      .withTimeout(10000);
  });
});
