import { by, device, element, expect, waitFor } from 'detox';

describe('Background fetch', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { EVIDENCE_TEST_ID: 'Background fetch/simulated launch runs the JS task and updates last sync' } });
  });

  it('task is registered with the system on launch', async () => {
    await expect(element(by.id('bg-status'))).toHaveText('registered');
  });

  it('simulated launch runs the JS task and updates last sync', async () => {
    // Debug builds expose pinecrest://debug/simulate-bg, which calls
    // -[BGTaskScheduler _simulateLaunchForTaskWithIdentifier:] for com.pinecrest.app.fetch.
    await device.openURL({ url: 'pinecrest://debug/simulate-bg' });
    await waitFor(element(by.id('last-sync'))).toHaveText('just now').withTimeout(20000);
  });
});
