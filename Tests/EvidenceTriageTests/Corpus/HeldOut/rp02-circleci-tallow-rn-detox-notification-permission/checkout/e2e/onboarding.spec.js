describe('OnboardingFlow', () => {
  it('showsHomeAfterWelcome', async () => {
    await expect(element(by.id('welcome.continue'))).toBeVisible();
    await element(by.id('welcome.continue')).tap();
    await expect(element(by.id('home.list'))).toBeVisible();
  });

  it('remindersTabListsSeededReminders', async () => {
    await element(by.id('tab.reminders')).tap();
    await expect(element(by.text('Water the ferns'))).toBeVisible();
  });
});
