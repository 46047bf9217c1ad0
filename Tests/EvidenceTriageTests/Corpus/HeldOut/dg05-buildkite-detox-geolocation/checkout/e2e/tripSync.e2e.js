const { device, element, by, expect } = require('detox');

describe('Trip sync', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { location: 'always' } });
    await element(by.id('login-as-demo')).tap();
  });

  it('uploads queued points after a minute in the background', async () => {
    await element(by.id('debug-queue-offline-trip')).tap();
    await expect(element(by.id('outbox-count'))).toHaveText('1 trip waiting');

    // react-native-background-fetch should pick the queue up while we are away.
    await device.sendToHome();
    await new Promise((r) => setTimeout(r, 60000));
    await device.launchApp({ newInstance: false });

    await expect(element(by.id('outbox-count'))).toHaveText('All trips uploaded');
  });
});
