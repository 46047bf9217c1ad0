/* eslint-env detox/detox, jest */

// Kestrel FM — live stream playback on the Now Playing screen.
// The elapsed-time label is driven by <ProgressBar />, which reads
// react-native-track-player's useProgress() hook.

describe('Now playing', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  beforeEach(async () => {
    await device.reloadReactNative();
  });

  it('lists the featured stations', async () => {
    await expect(element(by.id('station-list'))).toBeVisible();
    await expect(element(by.id('station-row-0'))).toBeVisible();
  });

  it('shows the station name in the header', async () => {
    await element(by.id('station-row-1')).tap();
    await expect(element(by.id('now-playing-title'))).toHaveText('Kestrel Jazz');
  });

  it('shows elapsed time while the stream plays', async () => {
    await element(by.id('station-row-0')).tap();
    await element(by.id('play-button')).tap();
    await waitFor(element(by.id('elapsed-time')))
      .toHaveText('0:05')
      .withTimeout(20000);
    await expect(element(by.id('play-button-label'))).toHaveText('Pause');
  });
});
