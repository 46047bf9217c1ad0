const { seedCareLog } = require('./helpers/seed');

// Uses the default testTimeout (120 s) from e2e/jest.config.js; the
// export goes through the share sheet, see helpers/share.js.

describe('Care log', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, delete: true });
    await seedCareLog(['fern-03', 'olive-01']);
  });

  it('exports the care log as CSV', async () => {
    await element(by.id('tab-care-log')).tap();
    await element(by.id('export-csv')).tap();
    await expect(element(by.text('Care log exported'))).toBeVisible();
  });
});
