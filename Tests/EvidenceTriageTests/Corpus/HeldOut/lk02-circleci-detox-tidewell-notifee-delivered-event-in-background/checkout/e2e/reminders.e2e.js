describe('Reminders (background)', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('schedules a reminder 30 seconds ahead', async () => {
    await element(by.id('add-reminder')).tap();
    await element(by.id('reminder-delay-30s')).tap();
    await element(by.id('save-reminder')).tap();
    await expect(element(by.id('reminder-status-r1'))).toBeVisible();
  });

  it('marks reminder delivered while app is backgrounded', async () => {
    await device.sendToHome();
    // The trigger fires ~30 s after scheduling; onBackgroundEvent(DELIVERED) should record it.
    await new Promise((resolve) => setTimeout(resolve, 45000));
    await device.launchApp({ newInstance: false });
    await element(by.id('refresh-reminders')).tap();
    const attrs = await element(by.id('reminder-status-r1')).getAttributes();
    expect(attrs.text).toBe('Delivered');
  });
});
