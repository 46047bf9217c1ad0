describe('Onboarding', () => {
  it('shows the location primer before the system prompt', async () => {
    await expect($('~location-primer')).toBeDisplayed();
  });

  it('shows the location banner after the user denies access', async () => {
    await $('~location-primer-continue').click();
    const dontAllow = await $('-ios predicate string:type == "XCUIElementTypeButton" AND label == "Don’t Allow"');
    await dontAllow.waitForDisplayed({ timeout: 10000 });
    await dontAllow.click();
    await expect($('~location-denied-banner')).toBeDisplayed();
  });
});
