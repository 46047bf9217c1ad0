const { seedOfflineSightings, goOnline } = require('./helpers/network');

describe('Offline sighting queue', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      delete: true,
      permissions: { notifications: 'YES', photos: 'YES' },
      launchArgs: { detoxDisableAnalytics: '1' },
    });
  });

  beforeEach(async () => {
    await device.reloadReactNative();
    await seedOfflineSightings(3);
  });

  it('shows queued sightings while offline', async () => {
    await element(by.id('tab-queue')).tap();
    await expect(element(by.id('upload-status'))).toHaveText('0 of 3 uploaded');
  });

  it('finishes uploading after the app is sent home', async () => {
    await element(by.id('tab-queue')).tap();
    await goOnline();
    await element(by.id('upload-all')).tap();

    // Uploads continue through react-native-background-actions while the
    // app is in the background; give the queue a minute and a half.
    await device.sendToHome();
    await new Promise((resolve) => setTimeout(resolve, 90000));
    await device.launchApp({ newInstance: false });

    await waitFor(element(by.id('upload-status')))
      .toHaveText('3 of 3 uploaded')
      .withTimeout(15000);
  });
});
