import { simulateFetch, openDebugScreen } from '../helpers/debug';

describe('background sync', () => {
  before(async () => {
    await driver.activateApp('ie.driftwood.app');
  });

  it('records a sync time when a fetch event fires', async () => {
    // Debug build only: asks BGTaskScheduler to launch com.transistorsoft.fetch on the device.
    await simulateFetch('com.transistorsoft.fetch');
    await driver.pause(20_000);
    await openDebugScreen();
    await expect($('~sync-status')).toHaveText('Last sync: just now');
  });
});
