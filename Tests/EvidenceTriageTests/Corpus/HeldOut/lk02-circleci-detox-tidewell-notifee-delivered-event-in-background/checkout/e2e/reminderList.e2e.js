describe('Reminder list', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, delete: true, languageAndLocale: { language: 'en-US', locale: 'en-US' } });
  });

  it('shows time in 12-hour format for en-US', async () => {
    await element(by.id('seed-reminder-0730')).tap();
    const attrs = await element(by.id('reminder-time-seed')).getAttributes();
    expect(attrs.text).toBe('7:30 AM');
  });

  it('shows empty state after deleting all', async () => {
    await element(by.id('delete-all')).tap();
    await expect(element(by.id('empty-state'))).toBeVisible();
  });
});
