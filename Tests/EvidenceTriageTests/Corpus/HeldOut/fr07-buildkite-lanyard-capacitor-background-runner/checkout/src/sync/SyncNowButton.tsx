import { BackgroundRunner } from '@capacitor/background-runner';
import { useState } from 'react';

export function SyncNowButton() {
  const [banner, setBanner] = useState<string | null>(null);

  async function syncNow() {
    try {
      const result = await BackgroundRunner.dispatchEvent<{ uploaded: number }>({
        label: 'app.lanyard.checkin',
        event: 'checkIn',
        details: {},
      });
      setBanner(`Synced ${result.uploaded} scans`);
    } catch (err) {
      console.error('manual sync failed', err);
      setBanner('Sync failed');
    }
  }

  return (
    <>
      <button onClick={syncNow}>Sync now</button>
      {banner && <p data-testid="syncBanner" aria-label={banner}>{banner}</p>}
    </>
  );
}
