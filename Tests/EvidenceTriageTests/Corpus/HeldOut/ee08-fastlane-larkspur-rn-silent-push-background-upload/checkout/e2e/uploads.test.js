const { device, element, by, waitFor } = require('detox');

describe('Uploads', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
    await element(by.id('tab-uploads')).tap();
  });

  it('finishes a queued upload after three minutes in the background', async () => {
    await element(by.id('queue-sample-recording')).tap();
    await waitFor(element(by.text('Uploading 5%'))).toBeVisible().withTimeout(10000);
    await device.sendToHome();
    // the upload keeps running in the background (react-native-background-actions)
    await new Promise((r) => setTimeout(r, 180000));
    await device.launchApp({ newInstance: false });
    await waitFor(element(by.id('upload-status'))).toHaveText('Upload complete').withTimeout(10000);
  });
});
