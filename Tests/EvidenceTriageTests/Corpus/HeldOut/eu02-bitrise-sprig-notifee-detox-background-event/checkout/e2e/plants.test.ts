import { by, device, element, expect, waitFor } from 'detox';

describe('Plant list', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { e2eSeed: 'three-plants' } });
  });

  it('adds a plant from the catalogue', async () => {
    await element(by.id('add-plant')).tap();
    await element(by.text('Pothos')).tap();
    await expect(element(by.text('Pothos'))).toBeVisible();
  });

  it('renders the thirsty badge after 3 days', async () => {
    await device.launchApp({ newInstance: true, launchArgs: { e2eSeed: 'three-plants', e2eClockOffsetDays: 3 } });
    await waitFor(element(by.id('thirsty-badge-monstera')))
      .toBeVisible()
      .withTimeout(8000);
  });
});
