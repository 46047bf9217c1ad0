const { device, element, by, expect: detoxExpect } = require('detox');
const { startMockUploadServer } = require('./support/mockUploadServer');
const fixture = require('./fixtures/inspection-0042.json');

describe('Photo upload', () => {
  let mockServer;

  beforeAll(async () => {
    mockServer = await startMockUploadServer({ port: 8099 });
    await device.launchApp({
      newInstance: true,
      permissions: { photos: 'YES', notifications: 'YES' },
      launchArgs: { uploadEndpoint: 'http://localhost:8099/inspections' },
    });
  });

  afterAll(async () => {
    await mockServer.close();
  });

  it('shows the queued photo count', async () => {
    await element(by.id('tab.uploads')).tap();
    await element(by.id('uploads.seedFixture')).tap();
    await detoxExpect(element(by.id('uploads.queueCount'))).toHaveText('1 queued');
  });

  it('uploads a queued inspection photo after the app is backgrounded', async () => {
    await element(by.id('uploads.startAll')).tap();
    await device.sendToHome();

    // The background URLSession keeps transferring while the app is suspended;
    // the mock server records what actually arrived.
    const received = await mockServer.waitForUpload(fixture.inspectionId, { timeout: 45000 });

    await device.launchApp({ newInstance: false });
    await detoxExpect(element(by.id('uploads.queueCount'))).toHaveText('0 queued');

    expect(received.status).toBe('completed');
    expect(received.bytes).toBe(fixture.sizeBytes);
  });
});
