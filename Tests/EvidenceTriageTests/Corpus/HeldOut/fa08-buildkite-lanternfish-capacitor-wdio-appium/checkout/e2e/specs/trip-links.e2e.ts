describe('Trip links', () => {
  it('opens the operator timetable in the in-app browser', async () => {
    await $('~tab-trips').click();
    await $('~trip-0').click();
    await $('~open-timetable').click();

    const done = await $('~Done');
    await done.waitForExist({ timeout: 10000, timeoutMsg: 'in-app browser did not open' });
  });
});
