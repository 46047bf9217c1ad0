import BackgroundFetch from 'react-native-background-fetch';
import { api } from './api';
import { db } from './db';

// Called by BackgroundFetch's event callback and by the debug deep link.
export async function onFetch(taskId) {
  const pending = await db.pendingSightings();
  for (const s of pending) {
    await api.postSighting(s);          // no idempotency key
    await db.incrementUploaded();
  }
  // Marked sent only after the loop; an overlapping event re-reads the same rows.
  await db.markSent(pending.map((s) => s.id));
  BackgroundFetch.finish(taskId);
}
