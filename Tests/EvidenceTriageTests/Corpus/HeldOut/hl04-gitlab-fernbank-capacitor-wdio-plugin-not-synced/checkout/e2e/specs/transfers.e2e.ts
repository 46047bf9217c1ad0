import { $, driver, expect } from '@wdio/globals';

describe('Offline transfers', () => {
  it('queues transfers while offline', async () => {
    await driver.execute('mobile: setConnectivity' as never, { wifi: false } as never).catch(() => undefined);
    await $('~tab-transfers').click();
    await $('~new-transfer').click();
    await $('~amount-input').setValue('12.50');
    await $('~submit-transfer').click();
    await expect($('~pending-count')).toHaveText('1 pending');
  });

  it('flushes queued transfers before the app is suspended', async () => {
    await $('~new-transfer').click();
    await $('~amount-input').setValue('40.00');
    await $('~submit-transfer').click();

    // Going to the background triggers BackgroundTask.beforeExit in flushOnExit.ts.
    await driver.background(5);

    await expect($('~pending-count')).toHaveText('0 pending');
  });
});
