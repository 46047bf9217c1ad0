import { BackgroundRunner } from '@capacitor/background-runner';

export async function syncNow(showBanner: (text: string) => void) {
  try {
    await BackgroundRunner.dispatchEvent({
      label: 'com.kelpfield.crew.background',
      event: 'syncVisits',
      details: { reason: 'manual' },
    });
    showBanner('Queued for background sync');
  } catch (e) {
    console.error(e);
    showBanner(String((e as Error).message ?? e));
  }
}
