import { by, device, element, expect, waitFor } from 'detox';

const SYNC_TASK = 'org.quillpay.wallet.sync';
const testId = (name: string) => `Background sync/${name}`;

describe('Background sync', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      delete: true,
      launchArgs: { e2eSeedWallet: 'testnet-small' },
    });
  });

  it('shows the last sync time after a foreground sync', async () => {
    await waitFor(element(by.id('wallet-balance'))).toBeVisible().withTimeout(20000);
    await element(by.id('sync-now')).tap();
    await waitFor(element(by.id('last-sync-time'))).toBeVisible().withTimeout(60000);
  });

  it('syncs the wallet when the processing task cold-launches the app', async () => {
    await device.terminateApp();
    await device.launchApp({
      newInstance: true,
      launchArgs: {
        e2eSimulateBGTask: SYNC_TASK,
        EVIDENCE_TEST_ID: testId('syncs the wallet when the processing task cold-launches the app'),
      },
    });
    await element(by.id('open-diagnostics')).tap();
    await waitFor(element(by.id('bg-last-run-ok'))).toBeVisible().withTimeout(30000);
  });

  it('reports task success only after the sync has finished', async () => {
    await device.launchApp({
      newInstance: true,
      launchArgs: {
        e2eSeedWallet: 'testnet-small',
        EVIDENCE_TEST_ID: testId('reports task success only after the sync has finished'),
      },
    });
    await waitFor(element(by.id('wallet-balance'))).toBeVisible().withTimeout(20000);
    await device.sendToHome();
    await device.launchApp({ newInstance: false, url: `quillpay://debug/bgtask?id=${SYNC_TASK}` });
    await element(by.id('open-diagnostics')).tap();
    // The diagnostics screen compares completedAt with syncFinishedAt.
    await waitFor(element(by.id('bg-completed-after-sync'))).toBeVisible().withTimeout(60000);
  });
});
