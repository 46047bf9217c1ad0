import { beforeEach, describe, expect, it, vi } from 'vitest';

import { queueScan } from '../src/scans/scanQueue';
import { loadRunner } from '../test/runnerHarness';
import { nativeDefaults, installPreferencesMock } from '../test/nativeDefaults';

vi.mock('@capacitor/preferences', () => installPreferencesMock());

const scan = (badgeId: string) => ({
  badgeId,
  sessionId: 'keynote-day1',
  scannedAt: '2024-06-19T09:12:00Z',
});

function recordingFetch(sink: unknown[]) {
  return (async (_url: string, init: { body: string }) => {
    sink.push(...JSON.parse(init.body).scans);
    return { ok: true, status: 200 } as Response;
  }) as unknown as typeof fetch;
}

describe('checkIn runner', () => {
  beforeEach(() => nativeDefaults.reset());

  it('resolves with zero when nothing is queued', async () => {
    const { dispatch } = loadRunner('runners/checkin.js', {
      label: 'app.lanyard.checkin',
      fetch: recordingFetch([]),
    });
    await expect(dispatch('checkIn')).resolves.toEqual({ uploaded: 0 });
  });

  it('uploads the scans the app queued while offline', async () => {
    await queueScan(scan('A-1041'));
    await queueScan(scan('A-1042'));
    await queueScan(scan('A-1043'));
    const uploaded: unknown[] = [];
    const { dispatch } = loadRunner('runners/checkin.js', {
      label: 'app.lanyard.checkin',
      fetch: recordingFetch(uploaded),
    });

    await dispatch('checkIn');

    expect(uploaded.length).toBe(3);
  });

  it('keeps the queue when the upload fails', async () => {
    const { dispatch } = loadRunner('runners/checkin.js', {
      label: 'app.lanyard.checkin',
      fetch: (async () => ({ ok: false, status: 503 })) as unknown as typeof fetch,
    });
    nativeDefaults.suite('app.lanyard.checkin').set('queuedScans', JSON.stringify([scan('B-7')]));
    await expect(dispatch('checkIn')).rejects.toThrow('upload failed: 503');
    expect(nativeDefaults.suite('app.lanyard.checkin').has('queuedScans')).toBe(true);
  });
});
