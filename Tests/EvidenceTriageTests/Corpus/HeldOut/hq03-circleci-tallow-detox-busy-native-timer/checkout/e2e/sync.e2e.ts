import { by, device, element, expect } from 'detox';
import { signIn } from './helpers/session';

describe('Sync status', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
    await signIn('e2e.shopper@tallow.test');
  });

  it('shows the sync banner after login', async () => {
    await expect(element(by.id('sync-banner'))).toBeVisible();
  });

  it('shows last synced time after pull-to-refresh', async () => {
    await element(by.id('home-scroll')).swipe('down', 'fast', 0.8);
    await expect(element(by.id('last-synced'))).toHaveText('Synced just now');
  });
});
