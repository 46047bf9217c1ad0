import { by, device, element, expect, waitFor } from 'detox';
import { seedStops, addStop } from './support/fakeDispatch';

describe('Route list', () => {
  beforeAll(async () => {
    await seedStops('QS-88190', 'QS-88191', 'QS-88192');
    await device.launchApp({ newInstance: true });
  });

  it("shows today's stops", async () => {
    await expect(element(by.id('stop-row-QS-88190'))).toBeVisible();
    await expect(element(by.id('stop-row-QS-88192'))).toExist();
  });

  it('pull to refresh shows new stops', async () => {
    // The fake dispatch server publishes the new stop; the app only sees it
    // after a pull-to-refresh. The server write is eventually consistent
    // (up to ~2 s), which this test does not wait for before swiping.
    await addStop('QS-88213');
    // TODO(QD-2240): poll GET /dispatch/stops until QS-88213 is listed
    // before swiping, instead of relying on the 30 s waitFor below. When the
    // write lands after the refresh request, the row only shows up on the
    // next refresh, which this test never triggers.
    //
    // Seen on mac-mini-07 and mac-mini-09 about once a week.

    await element(by.id('route-list')).swipe('down', 'fast', 0.6);

    await waitFor(element(by.id('stop-row-QS-88213'))).toBeVisible().withTimeout(30000);
  });
});
