import { by, device, element, expect, waitFor } from 'detox';
import { buildSyncPush, toApnsPayload } from '../src/push/syncPush';
import { simctlPush } from './helpers/simctl';

const BUNDLE = 'com.parleybox.app';

describe('Sync push', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('runs the background handler for a sync push while the app is backgrounded', async () => {
    const messageId = 'm-5f2c91';
    await device.sendToHome();
    // Exactly what the backend sends, mapped the way FCM maps it for APNs.
    simctlPush(device.id, BUNDLE, toApnsPayload(buildSyncPush(messageId, 'e2e'), BUNDLE));
    await new Promise(r => setTimeout(r, 20000));
    await device.launchApp({ newInstance: false });
    await expect(element(by.id('last-sync-label'))).toHaveText(`Last sync: ${messageId}`);
  });

  it('shows the sync banner inside the app when a push arrives in the foreground', async () => {
    simctlPush(device.id, BUNDLE, toApnsPayload(buildSyncPush('m-77aa', 'e2e'), BUNDLE));
    await waitFor(element(by.id('in-app-sync-toast'))).toBeVisible().withTimeout(10000);
  });
});
