import { by, device, element, expect, waitFor } from 'detox';

describe('Background export', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { EXPO_DEV_MENU: 'off' } });
    await element(by.id('open-settings')).tap();
    await element(by.id('settings-background')).tap();
  });

  it('registers the nightly export task on launch', async () => {
    await expect(element(by.id('bg-registration'))).toHaveText('registered');
  });

  it('runs the export when the worker is triggered', async () => {
    await element(by.id('dev-run-export-now')).tap(); // triggerTaskWorkerForTestingAsync()

    await waitFor(element(by.id('bg-last-run'))).not.toHaveText('never').withTimeout(60000);
  });
});
