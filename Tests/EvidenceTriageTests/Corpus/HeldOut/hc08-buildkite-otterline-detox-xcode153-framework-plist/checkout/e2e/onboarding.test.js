describe('Onboarding', () => {
  beforeAll(async () => {
    await device.launchApp({ delete: true, newInstance: true });
  });

  it('skips straight to the map for returning users', async () => {
    await element(by.text('I already have an account')).tap();
    await expect(element(by.id('map-root'))).toBeVisible();
  });
});
