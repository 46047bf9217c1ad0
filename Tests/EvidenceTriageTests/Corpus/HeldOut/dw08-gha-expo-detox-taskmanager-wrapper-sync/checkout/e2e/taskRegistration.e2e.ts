import { by, device, element, expect } from 'detox';

describe('TaskRegistration', () => {
  beforeEach(async () => {
    await device.launchApp({ newInstance: true });
  });

  it('defines tide sync task at startup', async () => {
    await expect(element(by.id('debug-task-status'))).toHaveText('tide-sync: defined');
  });

  it('reports task registered', async () => {
    await element(by.id('open-debug')).tap();
    await expect(element(by.id('registered-tasks'))).toHaveText('tide-sync');
  });
});
