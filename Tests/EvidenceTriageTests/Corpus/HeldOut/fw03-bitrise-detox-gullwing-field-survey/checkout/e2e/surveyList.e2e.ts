import { by, device, element, expect } from 'detox';

describe('Survey list', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { seed: 'three-surveys' } });
  });

  it('sorts surveys by last edit', async () => {
    await element(by.id('tab-surveys')).tap();
    await element(by.id('sort-menu')).tap();
    await element(by.text('Last edited')).tap();
    await expect(element(by.id('survey-row-0'))).toHaveText('Sgurr Alasdair transect');
  });
});
