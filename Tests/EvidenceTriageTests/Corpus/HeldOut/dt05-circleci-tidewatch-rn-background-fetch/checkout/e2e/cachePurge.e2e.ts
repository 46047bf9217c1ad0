import { by, device, element, expect } from 'detox';

describe('CachePurge', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true });
    await element(by.id('open-diagnostics')).tap();
  });

  it('lists the registered background tasks', async () => {
    await expect(element(by.id('task-com.transistorsoft.fetch'))).toBeVisible();
  });

  it('schedules the nightly purge task', async () => {
    await element(by.id('schedule-purge')).tap();
    await expect(element(by.id('purge-schedule-status'))).toHaveText('scheduled');
  });
});
