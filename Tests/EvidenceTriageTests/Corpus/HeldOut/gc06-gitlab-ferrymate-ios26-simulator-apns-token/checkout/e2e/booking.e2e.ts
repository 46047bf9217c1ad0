import { expect as jestExpect } from '@jest/globals';
import { by, device, element, expect } from 'detox';

describe('Booking', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { detoxFixtureUser: 'traveller-ci' } });
  });

  it('lists sailings for the selected route', async () => {
    await element(by.id('route.picker.dover-calais')).tap();
    await expect(element(by.id('sailings.list'))).toBeVisible();
  });

  it('applies the return-trip discount on the summary', async () => {
    // Fixture fares: outbound 24.00, return 18.00 -> 24.00 + 18.00 * 0.8
    await element(by.id('sailings.row.0')).tap();
    await element(by.id('booking.addReturn')).tap();
    await element(by.id('sailings.row.2')).tap();
    const total = await element(by.id('booking.summary.total')).getAttributes();
    jestExpect((total as { text?: string }).text).toBe('€38.40');
  });
});
