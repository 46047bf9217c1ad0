import { useEffect, useRef, useState } from 'react';

import { syncEngine, SyncState } from './syncEngine';

/**
 * Polls the sync engine while a sync is running so the header can show progress,
 * then flips to the "synced" badge.
 */
export function useSyncStatus(): SyncState {
  const [state, setState] = useState<SyncState>(syncEngine.state);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => {
    const unsubscribe = syncEngine.onStart(() => {
      timer.current = setInterval(() => {
        const next = syncEngine.state;
        setState(next);
        if (next.phase === 'done') {
          // Stop polling once the sync finished.
          clearInterval(timer as unknown as number);
        }
      }, 500);
    });
    return () => {
      unsubscribe();
      if (timer.current) clearInterval(timer.current);
    };
  }, []);

  return state;
}
