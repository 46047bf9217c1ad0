// Entry of the Capacitor Background Runner script (built to dist/runners/background.js by `npm run build:runner`).
import { checkIn } from './checkIn';
import { runnerContext } from './runnerContext';

addEventListener('checkIn', async (resolve, reject, details) => {
  try {
    await checkIn(runnerContext(details), { now: Date.now() });
    resolve();
  } catch (err) {
    reject(err);
  }
});
