describe('Compose', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('saves a draft after the autosave timer fires', async () => {
    await element(by.id('tab-compose')).tap();
    await element(by.id('notes-input')).typeText('Two avocets on the scrape');
    // RNAutosave schedules a native NSTimer (2 s); Detox should wait for it.
    await expect(element(by.id('draft-saved-toast'))).toBeVisible();
  });
});
