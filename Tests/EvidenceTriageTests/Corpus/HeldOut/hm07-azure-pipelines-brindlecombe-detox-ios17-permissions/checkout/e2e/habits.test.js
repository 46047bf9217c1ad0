describe('Habit list', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('shows today\'s habits', async () => {
    await expect(element(by.id('habit-list'))).toBeVisible();
  });

  it('marks a habit done and bumps the streak', async () => {
    await element(by.id('habit-card-stretch-check')).tap();
    await expect(element(by.id('habit-card-stretch-streak'))).toHaveText('4 days');
  });
});
