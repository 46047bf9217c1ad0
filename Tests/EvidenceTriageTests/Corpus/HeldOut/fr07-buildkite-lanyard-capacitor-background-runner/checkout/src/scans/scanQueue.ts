import { Preferences } from '@capacitor/preferences';

export interface Scan {
  badgeId: string;
  sessionId: string;
  scannedAt: string;
}

/** Queues a badge scan while offline; runners/checkin.js uploads the queue. */
export async function queueScan(scan: Scan): Promise<number> {
  const { value } = await Preferences.get({ key: 'queuedScans' });
  const scans: Scan[] = value ? JSON.parse(value) : [];
  scans.push(scan);
  await Preferences.set({ key: 'queuedScans', value: JSON.stringify(scans) });
  return scans.length;
}
