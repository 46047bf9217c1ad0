import { by, device, element, expect } from 'detox';
import { mockServer } from './support/mockServer';

describe('Sign in', () => {
  beforeAll(async () => {
    await mockServer.reset();
    await device.launchApp({
      newInstance: true,
      delete: true,
      launchArgs: { apiBaseUrl: 'http://127.0.0.1:4870', e2e: 'true', signedOut: 'true' },
    });
  });

  it('signs in with an emailed code', async () => {
    await element(by.id('signin.email')).typeText('ranger.e2e@relaywell.test');
    await element(by.id('signin.send_code')).tap();
    await element(by.id('signin.code')).typeText('246810');
    await element(by.id('signin.verify')).tap();
    await expect(element(by.id('notes.screen'))).toBeVisible();
  });
});
