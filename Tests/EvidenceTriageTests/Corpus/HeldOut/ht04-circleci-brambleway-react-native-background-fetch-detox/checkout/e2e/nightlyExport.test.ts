import { by, device, element, expect } from 'detox';

describe('Nightly export', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { photos: 'YES' } });
  });

  it('schedules the nightly photo export task', async () => {
    await element(by.id('tab-settings')).tap();
    await element(by.id('nightly-export-switch')).tap();
    await expect(element(by.id('export-status'))).toHaveText('Nightly export scheduled');
  });

  it('shows export size estimate', async () => {
    await expect(element(by.id('export-size'))).toBeVisible();
  });
});
