import { storage } from '../storage';

export type QueuedEpisode = { id: string; url: string; enqueuedAt: number };

const KEY = 'downloads.queue.v2';

export function persistQueue(queue: QueuedEpisode[]): void {
  storage.set(KEY, JSON.stringify(queue));
}

/** Restores the queue after an app relaunch so downloads resume in the order they were requested. */
export function restoreQueue(): QueuedEpisode[] {
  const raw = storage.getString(KEY);
  if (!raw) return [];
  const saved: QueuedEpisode[] = JSON.parse(raw);
  const restored: QueuedEpisode[] = [];
  while (saved.length > 0) {
    restored.push(saved.pop()!); // pops from the end: newest first
  }
  return restored;
}
