import { AppState } from 'react-native';
import BackgroundTimer from 'react-native-background-timer';
import { flushOutbox } from './flushOutbox';
import { log } from '../util/log';

// iOS gives a backgrounded app roughly 30 s (beginBackgroundTask) before suspending it,
// so the flush is scheduled well inside that window.
const FLUSH_DELAY_MS = 10_000;

export function installBackgroundFlush() {
  AppState.addEventListener('change', state => {
    if (state !== 'background') return;
    log.info(`[outbox] app state -> background; scheduling flush in ${FLUSH_DELAY_MS} ms`);
    BackgroundTimer.setTimeout(() => {
      flushOutbox('background').catch(e => log.error('[outbox] flush failed', e));
    }, FLUSH_DELAY_MS);
  });
}
