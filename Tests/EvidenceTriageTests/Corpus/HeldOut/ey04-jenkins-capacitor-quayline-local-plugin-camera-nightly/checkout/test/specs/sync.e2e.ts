import { switchToWebview, tid } from '../helpers/context';

describe('Offline sync', () => {
  before(async () => {
    await switchToWebview();
    await browser.execute(() => localStorage.setItem('ql.fixture', 'three-queued'));
    await browser.refresh();
  });

  it('shows the number of queued inspections', async () => {
    await expect($(tid('sync-queued-count'))).toHaveText('3 queued');
  });

  it('uploads queued inspections when back online', async () => {
    await driver.execute('mobile: setConnectivity', { wifi: true });
    await $(tid('sync-now')).click();

    await $(tid('sync-status-uploaded')).waitForDisplayed({ timeout: 20000 });
    await expect($(tid('sync-queued-count'))).toHaveText('0 queued');
  });
});
