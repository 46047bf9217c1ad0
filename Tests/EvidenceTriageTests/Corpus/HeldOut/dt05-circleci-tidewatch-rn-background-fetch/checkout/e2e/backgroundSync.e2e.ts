import { by, device, element, expect } from 'detox';

const TWO_MINUTES = 2 * 60 * 1000;

describe('BackgroundSync', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('shows the last sync time on launch', async () => {
    await expect(element(by.id('last-sync-time'))).toBeVisible();
  });

  it('refreshes tide tables after two minutes in the background', async () => {
    await device.sendToHome();
    // minimumFetchInterval is 15 in production; the e2e build sets it to 1.
    await new Promise((resolve) => setTimeout(resolve, TWO_MINUTES));
    await device.launchApp({ newInstance: false });

    await waitFor(element(by.id('last-sync-source'))).toHaveText('background').withTimeout(10000);
  });
});
