import { useEffect } from 'react';
import { NativeModules } from 'react-native';

const { SyncHeartbeat } = NativeModules;

/**
 * Keeps the pending-upload badge fresh while the home screen is mounted:
 * the native side ticks every 15 s and flushes queued uploads between
 * background refresh windows.
 */
export function useSyncHeartbeat(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    SyncHeartbeat.start(15);
    // TODO(TAL-1432): stop on unmount once the upload queue owns the timer.
  }, [enabled]);
}
