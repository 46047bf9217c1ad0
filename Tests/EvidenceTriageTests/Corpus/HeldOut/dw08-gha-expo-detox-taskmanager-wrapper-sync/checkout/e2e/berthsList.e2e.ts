import { by, device, element, expect } from 'detox';

describe('BerthsList', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { skipTaskSetup: true } });
  });

  it('pull to refresh reloads berths', async () => {
    await element(by.id('berths-list')).swipe('down', 'fast', 0.6);
    await expect(element(by.id('berths-updated-at'))).toBeVisible();
  });
});
