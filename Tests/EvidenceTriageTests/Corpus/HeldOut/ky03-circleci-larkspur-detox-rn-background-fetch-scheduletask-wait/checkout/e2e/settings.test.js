const { device, element, by, expect: dexpect } = require('detox');

describe('Settings', () => {
  beforeAll(async () => { await device.launchApp({ newInstance: true, languageAndLocale: { language: 'en-GB', locale: 'en-GB' } }); });

  it('shows the app version', async () => {
    await element(by.id('settings-tab')).tap();
    await dexpect(element(by.id('app-version'))).toHaveText('Larkspur 3.8.0 (380)');
  });

  it('shows last sync time in 24-hour format', async () => {
    await element(by.id('settings-tab')).tap();
    await dexpect(element(by.id('last-sync'))).toHaveText('Last sync 14:05');
  });
});
