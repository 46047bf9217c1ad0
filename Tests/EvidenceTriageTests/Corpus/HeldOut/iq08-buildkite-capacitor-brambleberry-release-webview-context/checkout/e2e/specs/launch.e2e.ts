describe('Launch', () => {
  it('shows the native splash then the app window', async () => {
    await expect($('-ios predicate string:type == "XCUIElementTypeWebView"')).toBeDisplayed();
  });
});
