import { by, device, element, expect, waitFor } from 'detox';

describe('Background sync', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { location: 'always' } });
  });

  it('shows the last-sync label', async () => {
    await element(by.id('tab-profile')).tap();
    await expect(element(by.id('last-sync-label'))).toBeVisible();
  });

  it('runs the trail sync task when triggered from the debug menu', async () => {
    // Debug builds expose BackgroundTask.triggerTaskWorkerForTestingAsync() behind this button.
    await element(by.id('debug-menu')).longPress();
    await element(by.id('debug-trigger-background-task')).tap();

    await waitFor(element(by.id('last-sync-label')))
      .toHaveText('Synced just now')
      .withTimeout(30000);
  });
});
