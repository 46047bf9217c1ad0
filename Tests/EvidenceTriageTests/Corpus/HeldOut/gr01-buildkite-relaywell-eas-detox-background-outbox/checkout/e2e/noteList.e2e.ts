import { by, device, element, expect } from 'detox';
import { mockServer } from './support/mockServer';

describe('Note list', () => {
  beforeAll(async () => {
    await mockServer.reset();
    await device.launchApp({
      newInstance: true,
      launchArgs: {
        apiBaseUrl: 'http://127.0.0.1:4870',
        e2e: 'true',
        // Frozen clock for list rendering: 2026-03-11T10:00:00Z
        fixedNow: '1773223200000',
        seed: 'notes-edited-one-hour-ago',
      },
    });
  });

  it('lists seeded notes newest first', async () => {
    await expect(element(by.id('notes.row.0.title'))).toHaveText('Stock check');
    await expect(element(by.id('notes.row.1.title'))).toHaveText('Hedge line');
  });

  it('shows the relative edit time', async () => {
    await expect(element(by.text('Edited 1 hr ago'))).toBeVisible();
  });
});
