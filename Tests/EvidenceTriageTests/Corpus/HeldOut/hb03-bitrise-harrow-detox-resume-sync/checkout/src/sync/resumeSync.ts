import {AppState, AppStateStatus} from 'react-native';

import {replication} from './replication';
import {log} from '../utils/log';

let previous: AppStateStatus = AppState.currentState;

/**
 * Reconnects replication when the app comes back to the foreground. iOS
 * moves active -> inactive -> background and back background -> inactive ->
 * active, so "was backgrounded" must be remembered across the inactive step.
 */
export function installResumeSync(): () => void {
  const sub = AppState.addEventListener('change', next => {
    const wasBackgrounded = previous === 'background';
    log.info(`[sync] AppState ${previous} -> ${next}`);
    previous = next;

    if (next !== 'active') {
      return;
    }
    if (!wasBackgrounded) {
      log.info('[sync] skip reconnect (was not backgrounded)');
      return;
    }
    replication.reconnect().catch(e => log.warn('[sync] reconnect failed', e));
  });
  return () => sub.remove();
}
