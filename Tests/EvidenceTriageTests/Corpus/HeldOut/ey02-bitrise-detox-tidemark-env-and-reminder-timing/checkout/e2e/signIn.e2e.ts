import { by, device, element, expect, waitFor } from 'detox';

describe('Sign in', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, delete: true });
  });

  it('shows validation errors for an empty form', async () => {
    await element(by.id('sign-in-submit')).tap();
    await expect(element(by.text('Enter your member number'))).toBeVisible();
  });

  it('signs in with club credentials against the staging API', async () => {
    await element(by.id('sign-in-member')).replaceText('E2E-0117');
    await element(by.id('sign-in-pin')).replaceText('2468');
    await element(by.id('sign-in-submit')).tap();

    await waitFor(element(by.id('home-tide-card'))).toBeVisible().withTimeout(20000);
  });
});
