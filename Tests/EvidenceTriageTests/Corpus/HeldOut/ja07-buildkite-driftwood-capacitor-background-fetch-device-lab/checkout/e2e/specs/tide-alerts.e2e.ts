import { openDebugScreen } from '../helpers/debug';

describe('tide alerts', () => {
  it('schedules the daily high-water alert at 06:00 local', async () => {
    await $('~tab-tides').click();
    await $('~high-water-alert-toggle').click();
    await openDebugScreen();
    // Device lab phone runs in Asia/Kolkata to exercise non-European offsets.
    await expect($('~next-alert')).toHaveText('Next alert 06:00');
  });
});
