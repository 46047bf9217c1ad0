import { Stack } from 'expo-router';
import { useEffect } from 'react';
import { defineBackgroundSync, registerBackgroundSync } from '@marsh/wallet-core/expo/background';
import { syncWallet } from '../src/sync/syncWallet';
import { useSyncStatus } from '../src/sync/useSyncStatus';

// Must run at module scope so the task exists when iOS launches the app
// in the background.
try {
  defineBackgroundSync(syncWallet);
} catch (e) {
  console.error('[sync] defineBackgroundSync failed:', (e as Error).message);
  useSyncStatus.getState().setUnavailable();
}

export default function RootLayout() {
  useEffect(() => {
    registerBackgroundSync().then(
      () => useSyncStatus.getState().setScheduled(),
      (e) => {
        console.error('[sync] registerBackgroundSync failed:', e.message);
        useSyncStatus.getState().setUnavailable();
      },
    );
  }, []);
  return <Stack />;
}
