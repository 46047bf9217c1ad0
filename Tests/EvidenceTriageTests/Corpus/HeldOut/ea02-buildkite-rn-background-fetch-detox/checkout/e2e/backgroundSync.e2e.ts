import { by, device, element, expect } from 'detox';

const SIXTEEN_MINUTES = 16 * 60 * 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('Background sync', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('configures background fetch on launch', async () => {
    await expect(element(by.id('bg-fetch-status'))).toHaveText('available');
  });

  it('keeps syncing after the app is terminated', async () => {
    await element(by.id('route-list')).swipe('down');
    await expect(element(by.id('last-sync-source'))).toHaveText('foreground');

    // minimumFetchInterval is 15 min; give iOS one interval plus a minute.
    await device.terminateApp();
    await sleep(SIXTEEN_MINUTES);
    await device.launchApp({ newInstance: true });

    await expect(element(by.id('last-sync-source'))).toHaveText('background-fetch');
  }, 20 * 60 * 1000);
});
