import { NativeEventEmitter, NativeModules } from 'react-native';

import { Outbox } from './outbox';

const { KWBackgroundSync } = NativeModules;
const emitter = new NativeEventEmitter(KWBackgroundSync);

/**
 * Wires the native background-fetch callback (BGAppRefreshTask on iOS) to
 * the outbox. The native module emits `onFetch` when the system launches the
 * task; we flush and report completion back.
 */
export function startBackgroundSync(outbox: Outbox): () => void {
  const sub = emitter.addListener('onFetch', async (taskId: string) => {
    try {
      await outbox.flush();
    } finally {
      KWBackgroundSync.finish(taskId);
    }
  });
  KWBackgroundSync.schedule({ minimumIntervalMinutes: 15 });
  return () => sub.remove();
}
