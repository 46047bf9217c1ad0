import BackgroundTimer from 'react-native-background-timer';

import {api} from '../net/api';

const PING_INTERVAL_MS = 30_000;

/**
 * Keeps the courier session alive while a proof-of-delivery upload runs
 * with the app in the background (iOS grants ~30 s per background task).
 */
export function keepAliveDuring<T>(upload: Promise<T>): Promise<T> {
  const id = BackgroundTimer.setInterval(() => {
    api.ping().catch(() => undefined);
  }, PING_INTERVAL_MS);

  return upload.finally(() => BackgroundTimer.clearInterval(id));
}
