describe('Alert cleanup', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { mockServer: 'http://localhost:9091' } });
  });

  it('schedules the nightly cleanup task', async () => {
    await element(by.id('tab-settings')).tap();
    await element(by.id('settings-diagnostics')).tap();
    await element(by.id('schedule-cleanup')).tap();
    await waitFor(element(by.id('cleanup-status-scheduled'))).toBeVisible().withTimeout(5000);
  });
});
