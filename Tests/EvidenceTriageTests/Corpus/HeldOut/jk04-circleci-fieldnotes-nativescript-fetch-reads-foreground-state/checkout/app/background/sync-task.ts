import { sessionStore } from '../state/session-store';
import { ObservationQueue } from '../storage/observation-queue';
import { uploadBatch } from '../api/observations-api';

/**
 * Runs when iOS wakes the app for a background fetch. The app may have been
 * launched straight into the background, so no page has been shown.
 */
export async function performBackgroundFetch(queue = ObservationQueue.shared()): Promise<number> {
  const pending = await queue.pending(50);
  if (pending.length === 0) {
    return 0;
  }
  return uploadQueued(pending, queue);
}

async function uploadQueued(pending, queue: ObservationQueue): Promise<number> {
  // sessionStore.current is filled in by LoginPage/HomePage when they navigate in.
  const token = sessionStore.current.token;
  const accepted = await uploadBatch(pending, token);
  await queue.markUploaded(accepted);
  return accepted.length;
}
