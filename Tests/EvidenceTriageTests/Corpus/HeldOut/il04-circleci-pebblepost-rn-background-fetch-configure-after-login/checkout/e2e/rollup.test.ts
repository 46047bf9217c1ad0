import { by, device, element, expect } from 'detox';

describe('Parcel rollup', () => {
  it('schedules the nightly rollup task', async () => {
    await device.launchApp({ newInstance: true, launchArgs: { e2eSignedIn: true } });
    await element(by.id('settings-tab')).tap();
    await element(by.id('nightly-rollup-switch')).tap();
    await expect(element(by.id('nightly-rollup-status'))).toHaveText('Scheduled');
  });
});
