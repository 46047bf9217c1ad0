describe('Inbox', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('opens a thread from the list', async () => {
    await element(by.id('inbox.row.0')).tap();
    await expect(element(by.id('thread.header'))).toBeVisible();
  });
});
