describe('Trip summary', () => {
  it('shows distance in kilometres for en-GB', async () => {
    await driver.execute('mobile: launchApp', { bundleId: 'com.ridgeway.trails', arguments: ['-AppleLocale', 'en_GB'] });
    await $('~open-demo-trip').click();
    await expect($('~trip-distance')).toHaveText('12.4 km');
  });

  it('shows elevation gain in metres', async () => {
    await expect($('~trip-elevation')).toHaveText('318 m');
  });
});
