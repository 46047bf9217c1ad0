// Seeded fixture: olive-01 overdue, fern-03 due today (see e2e/helpers/seed.js).
describe('Plant list', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  beforeEach(async () => {
    await device.reloadReactNative();
  });

  it('shows overdue plants first', async () => {
    await expect(element(by.id('plant-row-0'))).toHaveText('Olive · overdue 2 days');
    await expect(element(by.id('plant-row-1'))).toHaveText('Fern · due today');
  });

  it('adds a plant from the catalogue', async () => {
    await element(by.id('add-plant')).tap();
    await element(by.id('catalogue-search')).typeText('monstera');
    await element(by.id('catalogue-result-0')).tap();
    await expect(element(by.text('Monstera deliciosa'))).toBeVisible();
  });
});
