const { device, element, by, expect } = require('detox');

describe('Sign in', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('shows the sign-in screen', async () => {
    await expect(element(by.id('signin.email'))).toBeVisible();
  });

  it('stays signed in after relaunch', async () => {
    await element(by.id('signin.email')).typeText('mara@pollenway.example');
    await element(by.id('signin.password')).typeText('correct-horse-battery');
    await element(by.id('signin.submit')).tap();
    await expect(element(by.id('home.header'))).toBeVisible();
    // The session token lives in the keychain (react-native-keychain); a cold start must restore it.
    await device.launchApp({ newInstance: true });
    await expect(element(by.id('home.header'))).toBeVisible();
  });

  it('signs out and returns to the sign-in screen', async () => {
    await element(by.id('home.menu')).tap();
    await element(by.text('Sign out')).tap();
    await expect(element(by.id('signin.email'))).toBeVisible();
  });
});
