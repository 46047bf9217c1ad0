describe('Sync on resume', () => {
  it('refreshes tasks when app returns to foreground', async () => {
    await $('~tasks-list').waitForDisplayed();
    await driver.execute('mobile: seedServerTask', { title: 'Mulch the roses' });
    await driver.background(3);                       // home, wait 3 s, reactivate
    const row = await $('-ios predicate string:label == "Mulch the roses"');
    await expect(row).toBeDisplayed({ wait: 10000 });
  });
});
