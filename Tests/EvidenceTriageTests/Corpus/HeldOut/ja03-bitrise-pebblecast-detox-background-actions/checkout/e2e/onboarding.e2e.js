describe('Onboarding', () => {
  beforeAll(async () => {
    await device.launchApp({ delete: true, permissions: { photos: 'unset' } });
  });

  it('grants photo access on first launch', async () => {
    await element(by.id('onboarding.allowPhotos')).tap();
    await expect(element(by.id('library.grid'))).toBeVisible();
  });
});
