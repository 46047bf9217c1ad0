import { by, device, element, waitFor } from 'detox';

describe('Settings', () => {
  it('toggles background refresh', async () => {
    await device.launchApp({ newInstance: true });
    await element(by.id('tab-settings')).tap();
    await element(by.id('background-refresh-switch')).tap();
    await waitFor(element(by.text('Background refresh on'))).toBeVisible().withTimeout(10_000);
  });
});
