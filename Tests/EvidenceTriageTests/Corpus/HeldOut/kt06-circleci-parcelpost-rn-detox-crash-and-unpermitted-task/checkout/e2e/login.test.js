describe('Login', () => {
  it('signs in with a magic link', async () => {
    await device.launchApp({ newInstance: true });
    await element(by.id('email')).typeText('qa+ci@parcelpost.example');
    await element(by.id('send-link')).tap();
    await device.openURL({ url: 'parcelpost://auth?token=ci-fixture' });
    await waitFor(element(by.id('home-header'))).toBeVisible().withTimeout(20000);
  });
});
