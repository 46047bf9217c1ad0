// www/js/tide-watcher.js
import { feed } from './feed.js';

export function startTideWatcher(threshold) {
  console.log('[harbor] tide watcher connected');
  feed.on('reading', (reading) => {
    if (reading.minutesToHigh <= threshold.leadMinutes && !reading.alerted) {
      reading.alerted = true;
      cordova.plugins.notification.local.schedule({
        id: reading.stationId,
        title: `High tide at ${reading.stationName} in ${reading.minutesToHigh} min`,
        foreground: true,
      });
      console.log(`[harbor] alert scheduled for ${reading.stationId}`);
    }
  });
}
