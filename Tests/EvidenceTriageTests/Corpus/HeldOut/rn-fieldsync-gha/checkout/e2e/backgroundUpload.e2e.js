const { execSync } = require('child_process');

const QUEUED_PHOTOS = 12;
const BACKGROUND_WINDOW_MS = 120 * 1000;

describe('Background photo upload', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      launchArgs: { detoxFakeUploadServer: 'http://127.0.0.1:8791' },
      permissions: { photos: 'YES', notifications: 'YES' },
    });
  });

  it('queues photos picked from the camera roll', async () => {
    await element(by.id('tab-capture')).tap();
    await element(by.id('seed-test-photos')).tap();
    await waitFor(element(by.id('upload-queue-count')))
      .toHaveText(`${QUEUED_PHOTOS} queued`)
      .withTimeout(10000);
  });

  it('keeps uploading queued photos for two minutes in background', async () => {
    // Throttle the fake server so the queue needs ~90 s of wall time.
    execSync('curl -s -X POST http://127.0.0.1:8791/__throttle?ms=9000');
    await element(by.id('start-upload')).tap();
    await waitFor(element(by.id('upload-progress')))
      .toHaveText(`1 of ${QUEUED_PHOTOS} uploaded`)
      .withTimeout(15000);

    await device.sendToHome();
    await new Promise((resolve) => setTimeout(resolve, BACKGROUND_WINDOW_MS));
    await device.launchApp({ newInstance: false });

    const attrs = await element(by.id('upload-progress')).getAttributes();

    expect(attrs.text).toBe(`${QUEUED_PHOTOS} of ${QUEUED_PHOTOS} uploaded`);
  });
});
