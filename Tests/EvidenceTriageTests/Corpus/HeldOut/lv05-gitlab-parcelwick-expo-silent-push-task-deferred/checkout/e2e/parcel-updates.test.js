const { sendPush } = require('./helpers/push');
const { mockServer } = require('./helpers/mockServer');

describe('Parcel updates (background)', () => {
  beforeAll(async () => {
    await mockServer.reset();
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
    await waitFor(element(by.id('parcel-row-P-1042'))).toBeVisible().withTimeout(15000);
  });

  it('silent push acknowledges the parcel update within 10 seconds', async () => {
    await device.sendToHome();
    sendPush('e2e/fixtures/parcel-out-for-delivery.apns');
    const acks = await mockServer.waitForAcks({ timeoutMs: 10000 });
    expect(acks).toContainEqual({ parcel: 'P-1042', status: 'out_for_delivery' });
  });

  it('shows the updated status after returning to the app', async () => {
    await device.launchApp({ newInstance: false });
    await waitFor(element(by.text('Out for delivery'))).toBeVisible().withTimeout(10000);
  });
});
