const { device, element, by, expect: dexpect, waitFor } = require('detox');

describe('Background uploads', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      launchArgs: { EVIDENCE_TEST_ID: 'Background uploads' },
    });
  });

  it('configures background fetch', async () => {
    await element(by.id('settings-tab')).tap();
    await dexpect(element(by.id('fetch-status'))).toHaveText('Background fetch: available');
  });

  it('custom upload task runs 5 minutes after scheduleTask', async () => {
    await element(by.id('schedule-upload')).tap(); // BackgroundFetch.scheduleTask({ taskId: 'com.transistorsoft.upload', delay: 300000 })
    await device.sendToHome();
    await new Promise((r) => setTimeout(r, 330000));
    await device.launchApp({ newInstance: false });
    await dexpect(element(by.id('last-upload-task'))).toHaveText('com.transistorsoft.upload');
  }, 360000);

  it('fetch event drains the outbox without duplicates', async () => {
    await device.openURL({ url: 'larkspur://debug/fetch?taskId=com.transistorsoft.fetch' });
    await device.openURL({ url: 'larkspur://debug/fetch?taskId=com.transistorsoft.fetch' });
    await waitFor(element(by.id('outbox-summary'))).toBeVisible().withTimeout(5000);
    await dexpect(element(by.id('outbox-summary'))).toHaveText('Uploaded 3 sightings');
  });
});
