const { device, element, by, expect: detoxExpect } = require('detox');

const FIVE_MINUTES = 5 * 60 * 1000;

describe('Sync timer', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('starts the countdown from the settings screen', async () => {
    await element(by.id('tab.settings')).tap();
    await element(by.id('settings.syncEvery5min')).tap();
    await detoxExpect(element(by.id('settings.syncCountdown'))).toHaveText('Next sync in 05:00');
  });

  it('keeps counting down for five minutes in the background', async () => {
    await device.sendToHome();
    await new Promise((resolve) => setTimeout(resolve, FIVE_MINUTES));
    await device.launchApp({ newInstance: false });

    await element(by.id('tab.settings')).tap();
    // BackgroundTimer ticks once a second; after 300 s in the background the
    // sync should have fired and the tick counter reached 300.
    await detoxExpect(element(by.id('settings.backgroundTicks'))).toHaveText('300');
  });
});
