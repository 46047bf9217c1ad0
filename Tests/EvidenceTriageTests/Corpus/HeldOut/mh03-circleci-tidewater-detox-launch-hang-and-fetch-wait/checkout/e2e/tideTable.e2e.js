const { device, element, by, expect: dexpect } = require('detox');

describe('Tide table', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('renders high water times in station local time', async () => {
    await element(by.id('station-search')).typeText('Port Tidewater\n');
    await element(by.text('Port Tidewater')).tap();
    await dexpect(element(by.id('high-water-0'))).toHaveText('High 06:42');
  });
});
