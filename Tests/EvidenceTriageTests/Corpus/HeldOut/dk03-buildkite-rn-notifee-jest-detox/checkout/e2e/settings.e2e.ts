import { by, device, element, expect } from 'detox';

describe('Settings', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
    await element(by.id('tab-settings')).tap();
  });

  it('toggles quiet hours', async () => {
    await element(by.id('quiet-hours-toggle')).tap();
    await expect(element(by.id('quiet-hours-start'))).toBeVisible();
  });

  it('shows quiet hours summary', async () => {
    await element(by.id('quiet-hours-start')).setDatePickerDate('22:00', 'HH:mm');
    // Toggle off and on again so the summary row re-renders from the store
    // rather than from the picker's local state.
    await element(by.id('quiet-hours-toggle')).tap();
    await element(by.id('quiet-hours-toggle')).tap();
    await element(by.id('quiet-hours-end')).setDatePickerDate('07:00', 'HH:mm');
    await expect(element(by.id('quiet-hours-summary'))).toHaveText('Quiet 22:00 – 07:00');
  });
});
