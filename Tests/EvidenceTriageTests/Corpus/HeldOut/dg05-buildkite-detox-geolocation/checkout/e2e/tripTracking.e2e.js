const { device, element, by, expect, waitFor } = require('detox');

const ZURICH_HB = { lat: 47.3779, lon: 8.5403 };

async function setSimLocation({ lat, lon }) {
  try {
    await device.setLocation(lat, lon);
  } catch (e) {
    // Made non-fatal after it started failing intermittently on CI (see #412).
    console.warn(`setLocation failed: ${e.message}`);
  }
}

describe('Trip tracking', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      permissions: { location: 'always', motion: 'YES', notifications: 'YES' },
    });
    await element(by.id('login-as-demo')).tap();
  });

  beforeEach(async () => {
    await device.reloadReactNative();
    await setSimLocation(ZURICH_HB);
  });

  it('records positions while the app is backgrounded', async () => {
    await element(by.id('start-trip')).tap();
    await device.sendToHome();
    await new Promise((r) => setTimeout(r, 15000));
    await device.launchApp({ newInstance: false });

    await waitFor(element(by.id('trip-point-count'))).toHaveText('12 points').withTimeout(45000);
    await element(by.id('stop-trip')).tap();
  });

  it('centers the map on the current position', async () => {
    await element(by.id('locate-me')).tap();
    await waitFor(element(by.id('map-center-label')))
      .toHaveText('47.378, 8.540')
      .withTimeout(30000);
  });
});
