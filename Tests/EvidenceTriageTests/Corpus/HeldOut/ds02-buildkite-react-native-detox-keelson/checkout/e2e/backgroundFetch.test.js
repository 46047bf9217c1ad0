const { signIn } = require('./helpers');

describe('Background fetch', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
    await signIn('e2e-skipper@keelson.test');
  });

  it('delivers a fetch event within 2 minutes of backgrounding', async () => {
    await expect(element(by.id('fetch-status'))).toHaveText('available');
    await device.sendToHome();
    await new Promise((resolve) => setTimeout(resolve, 120_000));
    await device.launchApp({ newInstance: false });

    const attrs = await element(by.id('fetch-count')).getAttributes();
    expect(Number(attrs.text)).toBeGreaterThan(0);
  }, 180_000);
});
