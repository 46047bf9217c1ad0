/* eslint-env detox/detox, jest */

describe('Mini player', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('is hidden until something plays', async () => {
    await expect(element(by.id('mini-player'))).not.toBeVisible();
  });

  it('pauses playback from the mini player', async () => {
    await element(by.id('station-row-0')).tap();
    await element(by.id('play-button')).tap();
    await element(by.id('header-back')).tap();
    await expect(element(by.id('mini-player'))).toBeVisible();
    await element(by.id('mini-player-toggle')).tap();
    await expect(element(by.id('mini-player-toggle-label'))).toHaveText('Play');
  });
});
