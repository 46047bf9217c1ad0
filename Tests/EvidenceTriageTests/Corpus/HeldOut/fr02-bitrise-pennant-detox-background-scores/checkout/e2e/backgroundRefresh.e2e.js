const { sleep } = require('./helpers/time');

describe('Background refresh', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      delete: true,
      launchArgs: { detoxFixture: 'league-u12-spring' },
    });
    await element(by.id('tab.scores')).tap();
  });

  it('keeps the last scores when the refresh fails', async () => {
    await device.setURLBlacklist(['.*api.pennant.club.*']);
    await element(by.id('scoreboard.list')).swipe('down', 'fast', 0.9);
    await expect(element(by.text('Harbour Hawks 3 – 1 Northside Owls'))).toBeVisible();
    await device.setURLBlacklist([]);
  });

  it('shows fresh scores after a minute in the background', async () => {
    await expect(element(by.id('scoreboard.updatedAt'))).toBeVisible();

    await device.sendToHome();
    // Background fetch is configured for 15 minutes, but iOS should have
    // woken us up by now on the simulator.
    await sleep(90_000);
    await device.launchApp({ newInstance: false });

    await expect(element(by.text('Updated just now'))).toBeVisible();
  });
});
