import { $, expect, driver } from '@wdio/globals';
import { execFileSync } from 'node:child_process';
import { mockApi } from '../support/mockApi';

const BUNDLE_ID = 'com.lintel.app';

describe('Silent sync', () => {
  it('refreshes the inbox from a data-only push while the app is terminated', async () => {
    await driver.terminateApp(BUNDLE_ID);
    mockApi.reset();

    execFileSync('xcrun', ['simctl', 'push', 'booted', BUNDLE_ID, 'test/fixtures/data-only.apns']);

    // The app should be woken in the background and call GET /inbox.
    const synced = await mockApi.waitForRequest('/inbox', { timeout: 60000 });
    expect(synced).toBe(true);

    await driver.activateApp(BUNDLE_ID);
    await expect($('~inbox-badge')).toHaveText('3');
  });
});
