import { by, device, element, expect } from 'detox';

const FOUR_MINUTES = 4 * 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('Background upload', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { e2eSeedPhotos: 40 } });
  });

  it('shows the pending photo count', async () => {
    await expect(element(by.id('pending-photos'))).toHaveText('40 photos waiting');
  });

  it('finishes a 40-photo upload after the app is backgrounded', async () => {
    await element(by.id('upload-all')).tap();
    await device.sendToHome();

    // Uploads take ~5 s each on the throttled e2e backend; allow four minutes.
    await sleep(FOUR_MINUTES);
    await device.launchApp({ newInstance: false });

    await expect(element(by.id('upload-status'))).toHaveText('40 of 40 uploaded');
  }, 6 * 60_000);
});
