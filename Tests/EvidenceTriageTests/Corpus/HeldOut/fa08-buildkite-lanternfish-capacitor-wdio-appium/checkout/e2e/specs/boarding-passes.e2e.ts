describe('Boarding passes', () => {
  it("lists today's passes", async () => {
    await $('~tab-passes').click();
    await expect($('~pass-count')).toHaveText('3 passes today');
  });

  it('refreshes passes twice without errors', async () => {
    // The second refresh returns the same data: nothing to write.
    await $('~refresh-passes').click();
    await expect($('~refresh-status')).toHaveText('Passes up to date');
    await $('~refresh-passes').click();

    await expect($('~refresh-status')).toHaveText('Passes up to date');
  });
});
