import { by, device, element, expect, waitFor } from 'detox';

import { seedJournal } from './helpers/seed';

describe('Background upload', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      launchArgs: { detoxSeed: 'photos-24', uploadEndpoint: 'mock' },
      permissions: { photos: 'YES', notifications: 'YES' },
    });
    await seedJournal('photos-24');
  });

  it('shows progress while the app is in the foreground', async () => {
    await element(by.id('upload-start')).tap();
    await waitFor(element(by.id('upload-status')))
      .toHaveText('Uploaded 3 of 24')
      .withTimeout(15000);
  });

  it('keeps uploading for two minutes after the app is sent home', async () => {
    // The mock endpoint accepts one photo every ~5 s, so 24 photos need
    // about two minutes with the app in the background.
    await device.sendToHome();
    await new Promise((resolve) => setTimeout(resolve, 150_000));
    await device.launchApp({ newInstance: false });

    await expect(element(by.id('upload-status'))).toHaveText('Uploaded 24 of 24');
  });
});
