describe('Onboarding', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, delete: true });
  });

  it('joins a league with an invite code', async () => {
    await element(by.id('onboarding.inviteCode')).typeText('U12-SPRING-7Q');
    await element(by.id('onboarding.join')).tap();
    await expect(element(by.text('U12 Spring League'))).toBeVisible();
  });

  it("shows what's new after joining", async () => {
    await expect(element(by.id('whatsNew.sheet'))).toBeVisible();
  });
});
