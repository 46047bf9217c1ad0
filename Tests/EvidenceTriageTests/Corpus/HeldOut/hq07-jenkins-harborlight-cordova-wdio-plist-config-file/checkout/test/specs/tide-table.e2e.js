describe('Tide table', () => {
  before(async () => {
    const contexts = await driver.getContexts();
    await driver.switchContext(contexts.find((c) => c.startsWith('WEBVIEW')));
    await $('[data-harbor="NZ-NSN"]').click(); // Nelson, NZ — fixture prediction 2026-12-06T02:41:00Z
  });

  it('lists the next four tides', async () => {
    await expect($$('.tide-row')).toBeElementsArrayOfSize(4);
  });

  it('shows the next high tide in harbor local time', async () => {
    await expect($('#next-high')).toHaveText('High tide 15:41 · 4.2 m');
  });
});
