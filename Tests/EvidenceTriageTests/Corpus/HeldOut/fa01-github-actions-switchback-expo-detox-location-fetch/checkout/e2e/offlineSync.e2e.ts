import { by, device, element, expect } from 'detox';

import { mockServer } from './utils/mockServer';

const SIXTEEN_MINUTES = 16 * 60_000;

describe('Offline sync', () => {
  beforeAll(async () => {
    await mockServer.start(9042);
    await device.launchApp({ newInstance: true, permissions: { location: 'always' } });
  });

  afterAll(async () => {
    await mockServer.stop();
  });

  it('queues a finished trip while the network is down', async () => {
    mockServer.failAll(503);
    await element(by.id('debug-menu')).tap();
    await element(by.id('debug-insert-sample-trip')).tap();
    await expect(element(by.id('pending-upload-count'))).toHaveText('1 trip waiting to upload');
  });

  it('uploads queued trips from the background fetch task', async () => {
    mockServer.reset();
    await element(by.id('debug-register-trip-upload')).tap();
    await expect(element(by.id('trip-upload-status'))).toHaveText('Background fetch: registered');

    // Leave the app so iOS can run the background fetch (minimumInterval is 15 min).
    await device.sendToHome();

    const request = await mockServer.waitForRequest('POST', '/v1/trips/batch', SIXTEEN_MINUTES);
    expect(request.body.trips).toHaveLength(1);
  }, 20 * 60_000);
});
