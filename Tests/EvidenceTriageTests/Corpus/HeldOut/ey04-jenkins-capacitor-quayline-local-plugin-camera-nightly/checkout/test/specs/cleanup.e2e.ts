import { switchToWebview, tid } from '../helpers/context';

const OVERNIGHT_WAIT_MS = 180_000;

describe('Nightly cleanup', () => {
  before(async () => {
    await switchToWebview();
    await browser.execute(() => localStorage.setItem('ql.fixture', 'expired-drafts'));
    await browser.refresh();
  });

  it('purges expired drafts after the overnight task', async () => {
    await expect($(tid('drafts-expired-count'))).toHaveText('4 expired');

    // Background the app so AppDelegate submits the BGProcessingTask, then
    // give the system time to run it.
    await driver.execute('mobile: backgroundApp', { seconds: 120 });
    await switchToWebview();

    await browser.waitUntil(
      async () => (await $(tid('drafts-expired-count')).getText()) === '0 expired',
      { timeout: OVERNIGHT_WAIT_MS, timeoutMsg: 'expired drafts were not purged by the overnight task' },
    );
  });
});
