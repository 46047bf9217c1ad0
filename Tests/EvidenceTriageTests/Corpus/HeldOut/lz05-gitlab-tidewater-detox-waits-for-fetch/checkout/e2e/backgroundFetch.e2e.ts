import { by, device, element, expect as detoxExpect, waitFor } from 'detox';

describe('Background fetch', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('delivers a fetch event after backgrounding', async () => {
    await element(by.id('enable-background-fetch')).tap();
    await device.sendToHome();
    // minimumFetchInterval is 15 min; on CI we give the OS one minute.
    await new Promise((r) => setTimeout(r, 5_000));
    await device.launchApp({ newInstance: false });
    await waitFor(element(by.id('last-fetch-event'))).toBeVisible().withTimeout(60_000);
  });
});
