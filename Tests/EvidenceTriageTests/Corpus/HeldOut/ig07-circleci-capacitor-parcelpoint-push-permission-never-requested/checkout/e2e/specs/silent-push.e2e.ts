import { simctlPush } from '../helpers/simulator';

describe('Background parcel refresh', () => {
  it('applies a parcels-changed data message sent while the app was closed', async () => {
    // Swipe-away equivalent: terminate, push, relaunch.
    await driver.terminateApp('com.parcelpoint.app');
    simctlPush('com.parcelpoint.app', {
      aps: { 'content-available': 1 },
      kind: 'parcels-changed',
    });
    await driver.pause(20000);
    await driver.activateApp('com.parcelpoint.app');
    await $('~parcel-PP-40977').waitForDisplayed({ timeout: 20000 });
  });
});
