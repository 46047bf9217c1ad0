describe('Snooze', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, delete: true, permissions: { notifications: 'YES' } });
  });

  it('snooze replaces the trigger 10 minutes later', async () => {
    await element(by.id('add-reminder')).tap();
    await element(by.id('reminder-delay-1h')).tap();
    await element(by.id('save-reminder')).tap();
    await element(by.id('snooze-r1')).tap();
    await element(by.id('open-debug')).tap();
    const attrs = await element(by.id('debug-pending-count')).getAttributes();
    expect(attrs.text).toBe('1');
  });
});
