const { device, element, by, expect } = require('detox');

describe('Tide alerts', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, delete: true, permissions: { notifications: 'YES' } });
  });

  it('opens the alert editor', async () => {
    await element(by.id('tab.alerts')).tap();
    await element(by.id('alerts.add')).tap();
    await expect(element(by.id('alerts.editor'))).toBeVisible();
  });

  it('saves a new alert threshold', async () => {
    await element(by.id('alerts.threshold.input')).replaceText('1.8');
    await element(by.id('alerts.save')).tap();
    await expect(element(by.id('alerts.threshold.value'))).toHaveText('1.8 m');
  });
});
