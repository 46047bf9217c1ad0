const { device, element, by } = require('detox');

describe('Refill sync', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { mockRefillsEtag: 'W/"refills-41"' } });
  });

  it('shows the refill count on the home screen', async () => {
    await expect(element(by.id('refill-count'))).toHaveText('2 refills left');
  });

  it('shows "Up to date" after pull to refresh', async () => {
    // The mock server answers 304 Not Modified for the cached ETag.
    await element(by.id('home-scroll')).swipe('down', 'fast', 0.6);
    await expect(element(by.id('refill-sync-status'))).toHaveText('Up to date');
  });
});
