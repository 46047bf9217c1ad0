import { by, device, element, expect, waitFor } from 'detox';

describe('Background upload', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { photos: 'YES' } });
  });

  it('queues photos while offline', async () => {
    await device.setURLBlacklist(['.*']);
    await element(by.id('capture-sample')).multiTap(3);
    await expect(element(by.id('queue-count'))).toHaveText('3 waiting');
  });

  it('uploads queued photos when the fetch event fires', async () => {
    await device.setURLBlacklist([]);
    await device.sendToHome();                       // iOS should deliver a background-fetch event
    await new Promise((r) => setTimeout(r, 110_000));
    await device.launchApp({ newInstance: false });
    await waitFor(element(by.id('queue-count'))).toHaveText('0 waiting').withTimeout(5_000);
  });
});
