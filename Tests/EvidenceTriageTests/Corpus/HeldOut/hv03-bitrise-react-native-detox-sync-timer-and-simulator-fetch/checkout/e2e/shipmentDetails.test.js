const { device, element, by, expect } = require('detox');

describe('Shipment details', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, languageAndLocale: { language: 'de-DE', locale: 'de-DE' } });
  });

  it('formats declared value in user currency', async () => {
    await element(by.id('shipment-row-SX-20417')).tap();
    await expect(element(by.id('declared-value'))).toHaveText('12,50 €');
  });
});
