import { by, device, element, expect, waitFor } from 'detox';

const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));

describe('Outbox', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, delete: true, launchArgs: { e2eSeedOutbox: '3', e2eApi: 'staging' } });
  });

  it('flushes queued notes while the app is in background', async () => {
    await expect(element(by.id('outbox-count'))).toHaveText('3 queued');
    await device.sendToHome();
    await sleep(15_000); // backgroundFlush.ts fires its BackgroundTimer after 10 s
    await device.launchApp({ newInstance: false });
    await waitFor(element(by.id('outbox-empty'))).toBeVisible().withTimeout(10_000);
  });
});
