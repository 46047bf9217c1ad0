describe('Background runner', () => {
  it('runs check-in task after backgrounding', async () => {
    await $('~tasks-list').waitForDisplayed();
    await driver.background(90);                      // give iOS 90 s to run the runner
    const last = await $('~last-background-checkin').getText();
    expect(last).not.toBe('never');
  });
});
