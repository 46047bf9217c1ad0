import { by, device, element, expect, waitFor } from 'detox';

describe('Inbox', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('opens a thread from the list', async () => {
    await waitFor(element(by.id('thread-row-0'))).toBeVisible().withTimeout(8000);
    await element(by.id('thread-row-0')).tap();
    await expect(element(by.id('thread-composer'))).toBeVisible();
  });

  it('shows the empty state after archiving everything', async () => {
    await element(by.id('back-button')).tap();
    await element(by.id('archive-all')).tap();
    await expect(element(by.id('inbox-empty'))).toBeVisible();
  });
});
