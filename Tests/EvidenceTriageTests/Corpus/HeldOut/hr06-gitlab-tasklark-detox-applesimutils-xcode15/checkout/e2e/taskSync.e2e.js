const { device, element, by, expect } = require('detox');

describe('Task sync', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { mockServer: 'throttle-once' } });
    await element(by.id('signin-demo')).tap();
  });

  it('uploads a completed task', async () => {
    await element(by.id('task-row-0-check')).tap();
    await element(by.id('sync-now')).tap();
    await expect(element(by.id('sync-status'))).toHaveText('Synced');
  });

  // The mock server answers the first push with 429 and accepts the retry.
  it('keeps tasks completed after a throttled sync', async () => {
    await element(by.id('task-row-1-check')).tap();
    await element(by.id('task-row-2-check')).tap();
    await element(by.id('sync-now')).tap();
    await expect(element(by.id('sync-status'))).toHaveText('Synced');
    await device.launchApp({ newInstance: true, launchArgs: { mockServer: 'throttle-once' } });
    await expect(element(by.id('done-count'))).toHaveText('3 done');
  });
});
