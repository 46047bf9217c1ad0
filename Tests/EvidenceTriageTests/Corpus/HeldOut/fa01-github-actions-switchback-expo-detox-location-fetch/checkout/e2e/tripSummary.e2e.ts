import { by, device, element, expect } from 'detox';

describe('Trip summary', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, languageAndLocale: { language: 'en-US', locale: 'en-US' } });
    await element(by.id('debug-menu')).tap();
    await element(by.id('debug-open-sample-summary')).tap();
  });

  it('shows the distance in miles', async () => {
    await expect(element(by.id('summary-distance'))).toHaveText('5.2 mi');
  });

  it('shows elevation gain in feet', async () => {
    await expect(element(by.id('summary-elevation'))).toHaveText('1,384 ft');
  });
});
