const { device, element, by, expect } = require('detox');

//
//
// Fresh install: the app shows the permission primer, then the tour.
// CI note: simulator is shared with backgroundSync.e2e.js (workers: 1).

describe('Onboarding', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      delete: true,
      permissions: { notifications: 'unset' },
    });
  });

  it('accepts notification permission', async () => {
    await element(by.id('primerContinue')).tap();
    await expect(element(by.id('tourStep1'))).toBeVisible();
  });

  it('skips the tour', async () => {
    await element(by.id('tourSkip')).tap();
    await expect(element(by.id('dashboard'))).toBeVisible();
  });
});
