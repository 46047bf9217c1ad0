describe('Reminders e2e', () => {
  it('shows today\'s plants', async () => {
    await expect($('~today-list')).toBeDisplayed();
  });

  it('reopens on the due plant after backgrounding', async () => {
    await $('~plant-fig').click();
    await driver.execute('mobile: setOrientation', { orientation: 'LANDSCAPE' });
    await driver.background(3);
    await expect($('~plant-detail-fig')).toBeDisplayed();
  });
});
