const { device, element, by, expect: dexpect } = require('detox');
const { loginAsDriver } = require('./helpers');

describe('Resume flow', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
    await loginAsDriver('driver-0412');
  });

  it('returns to the manifest after going home', async () => {
    await device.sendToHome();
    await device.launchApp({ newInstance: false, url: 'fleetpulse://manifest/R-77' });
    await dexpect(element(by.id('manifest-screen'))).toBeVisible();
  });

  it('keeps the session after backgrounding for 30s', async () => {
    await device.sendToHome();
    await new Promise((r) => setTimeout(r, 30000));
    await device.launchApp({ newInstance: false });
    await dexpect(element(by.id('queue-list'))).toBeVisible();
  });
});
