import { by, device, element, expect, waitFor } from 'detox';

const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));

describe('Inbox', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { e2eApi: 'staging' } });
  });

  it('shows fresh notes after a background fetch', async () => {
    const before = await element(by.id('inbox-updated-at')).getAttributes();
    await device.sendToHome();
    await sleep(45_000); // give BackgroundFetch time to fire
    await device.launchApp({ newInstance: false });
    await waitFor(element(by.id('inbox-updated-at')))
      .not.toHaveText((before as { text: string }).text)
      .withTimeout(5_000);
  });
});
