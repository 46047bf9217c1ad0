import { by, device, element, expect, waitFor } from 'detox';
import { testUser } from './support/server';

describe('Login', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, delete: true, launchArgs: { serverUrl: process.env.SITE_URL } });
  });

  it('shows the server screen first', async () => {
    await expect(element(by.id('server.screen'))).toBeVisible();
  });

  it('logs in with username and password', async () => {
    await element(by.id('server_form.server_url.input')).replaceText(process.env.SITE_URL!);
    await element(by.id('server_form.connect.button')).tap();
    await element(by.id('login_form.username.input')).typeText(testUser.username);
    await element(by.id('login_form.password.input')).typeText(testUser.password);
    await element(by.id('login_form.signin.button')).tap();

    await waitFor(element(by.id('channel_list.screen'))).toBeVisible().withTimeout(10000);
  });
});
