const { device, element, by, waitFor, expect } = require('detox');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Background refresh', () => {
  beforeEach(async () => {
    await device.launchApp({
      newInstance: true,
      delete: true,
      permissions: { notifications: 'YES', location: 'inuse' },
      launchArgs: { mockTideApi: 'fixtures/tides-lowwater.json' },
    });
  });

  it('updates the tide card after 15 minutes in the background', async () => {
    await expect(element(by.id('tideCard'))).toBeVisible();
    await device.sendToHome();

    // minimumFetchInterval is 15 min; give iOS a minute of slack.
    await sleep(16 * 60 * 1000);

    await device.launchApp({ newInstance: false });
    await waitFor(element(by.id('tideCard.backgroundBadge')))
      .toBeVisible()
      .withTimeout(30000);
  });

  it('runs the tide digest task after scheduleTask', async () => {
    await element(by.id('debugMenu.open')).longPress();
    await element(by.text('Schedule tide digest in 5 s')).tap();
    await device.sendToHome();
    await sleep(60 * 1000);

    await device.launchApp({ newInstance: false });
    await waitFor(element(by.id('digest.latestRow')))
      .toBeVisible()
      .withTimeout(60000);
  });
});
