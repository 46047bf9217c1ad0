import * as BackgroundFetch from 'expo-background-fetch';
import * as TaskManager from 'expo-task-manager';

import { fetchSavedArticles, type Article } from '../api/articles';
import { digestStore } from './digestStore';

export const DIGEST_TASK = 'pinecrest-reading-digest';

/** Picks the articles for tonight's digest: unread, not already delivered. */
export async function buildDigest(now: Date): Promise<Article[]> {
  const saved = await fetchSavedArticles();
  const delivered = await digestStore.deliveredIds();
  const fresh = saved.filter((a) => !a.readAt);
  // Skip anything a previous digest already delivered.
  return fresh.filter((a) => !delivered.includes(a.slug)).slice(0, 5);
}

TaskManager.defineTask(DIGEST_TASK, async () => {
  const articles = await buildDigest(new Date());
  await digestStore.markDelivered(articles.map((a) => a.id));
  return BackgroundFetch.BackgroundFetchResult.NewData;
});

export function registerDigestTask() {
  return BackgroundFetch.registerTaskAsync(DIGEST_TASK, {
    minimumInterval: 12 * 60 * 60,
    stopOnTerminate: false,
  });
}
