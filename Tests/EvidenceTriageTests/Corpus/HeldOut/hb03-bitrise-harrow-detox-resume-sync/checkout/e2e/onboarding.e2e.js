describe('Onboarding', () => {
  beforeAll(async () => {
    await device.launchApp({newInstance: true, delete: true});
  });

  it('shows the welcome screen on first launch', async () => {
    await expect(element(by.id('welcome-title'))).toBeVisible();
  });

  it('creates a community and lands on the channel list', async () => {
    await element(by.id('welcome-create-community')).tap();
    await element(by.id('community-name-input')).typeText('Harrow Rowing Club');
    await element(by.id('community-name-continue')).tap();
    await element(by.id('username-input')).typeText('coxswain');
    await element(by.id('username-continue')).tap();
    await waitFor(element(by.id('channel-row-general')))
      .toBeVisible()
      .withTimeout(90000);
  });
});
