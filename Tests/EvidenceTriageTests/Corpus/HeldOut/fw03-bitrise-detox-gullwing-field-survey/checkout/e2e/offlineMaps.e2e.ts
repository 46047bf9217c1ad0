import { by, device, element, expect, waitFor } from 'detox';

describe('Offline maps', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, delete: true });
  });

  it('lists downloaded regions', async () => {
    await element(by.id('tab-maps')).tap();
    await expect(element(by.id('region-row-cairngorms'))).toBeVisible();
  });

  it('resumes an in-flight region download after relaunch', async () => {
    await element(by.id('tab-maps')).tap();
    await element(by.id('download-region-skye')).tap();
    await waitFor(element(by.id('region-status-skye')))
      .toHaveText('Downloading')
      .withTimeout(10000);

    // Kill and relaunch while the background transfer is in flight.
    await device.terminateApp();
    await device.launchApp({ newInstance: true });
    await element(by.id('tab-maps')).tap();

    await waitFor(element(by.id('region-status-skye')))
      .toHaveText('Downloaded')
      .withTimeout(120000);
  });
});
