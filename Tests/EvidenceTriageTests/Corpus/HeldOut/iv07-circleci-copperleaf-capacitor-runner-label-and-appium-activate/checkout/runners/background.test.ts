import { describe, expect, it } from 'vitest';
import { loadRunner } from '../test/runnerHarness';

describe('runner checkWatering', () => {
  it('schedules one notification per due plant', async () => {
    const r = await loadRunner('runners/background.js', { duePlants: '[{"name":"Fig"},{"name":"Basil"}]' });
    await r.dispatch('checkWatering');
    expect(r.notifications).toHaveLength(2);
  });

  it('keeps the last-check marker when notifications fail', async () => {
    const r = await loadRunner('runners/background.js', { duePlants: '[{"name":"Fig"}]', lastCheck: '1764800000000' });
    r.failNotifications(new Error('not authorized'));
    await expect(r.dispatch('checkWatering')).rejects.toThrow('not authorized');
    expect(r.kv.lastCheck).toBe('1764800000000');
  });
});
