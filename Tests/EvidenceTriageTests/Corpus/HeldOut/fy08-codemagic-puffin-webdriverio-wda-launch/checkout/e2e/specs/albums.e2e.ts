describe('Albums', () => {
  it('shows the camera roll album first', async () => {
    await $('~tab.albums').click();
    await expect($('-ios class chain:**/XCUIElementTypeCell[1]')).toHaveText(expect.stringContaining('Camera Roll'));
  });
});
