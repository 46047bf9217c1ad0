const { device, element, by, expect: detoxExpect, waitFor } = require('detox');

describe('Site map', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      permissions: { location: 'always' },
    });
    await device.setLocation(51.0543, 3.7174);
  });

  it('opens the site list', async () => {
    await element(by.id('tab.sites')).tap();
    await detoxExpect(element(by.id('sites.list'))).toBeVisible();
  });

  it('shows the current position pin', async () => {
    await element(by.id('tab.map')).tap();
    await waitFor(element(by.id('map.currentPositionPin')))
      .toBeVisible()
      .withTimeout(15000);
  });
});
