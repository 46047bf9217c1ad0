import { by, device, element, expect } from 'detox';
import { signIn } from './helpers/session';

describe('Feed', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, launchArgs: { detoxEnableSynchronization: 0 } });
    await signIn('e2e.shopper@tallow.test');
  });

  it('lists the three seeded deals', async () => {
    await expect(element(by.id('deal-row')).atIndex(2)).toBeVisible();
  });

  it('renders unread badge count', async () => {
    await expect(element(by.id('unread-badge'))).toHaveText('3');
  });
});
