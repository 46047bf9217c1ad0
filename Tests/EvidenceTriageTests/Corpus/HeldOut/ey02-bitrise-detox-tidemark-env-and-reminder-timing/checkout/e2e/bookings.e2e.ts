import { by, device, element, expect, waitFor } from 'detox';

describe('Bookings', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { fixtureBookings: 'two' } });
  });

  it('lists upcoming bookings', async () => {
    await element(by.id('tab-bookings')).tap();
    await expect(element(by.id('booking-row-0'))).toBeVisible();
  });

  it('cancels a booking from the list', async () => {
    await element(by.id('booking-row-0')).swipe('left', 'fast', 0.6);
    await element(by.id('booking-row-0-cancel')).tap();
    await element(by.text('Cancel booking')).tap();
    await waitFor(element(by.id('booking-row-0'))).not.toBeVisible().withTimeout(5000);
  });
});
