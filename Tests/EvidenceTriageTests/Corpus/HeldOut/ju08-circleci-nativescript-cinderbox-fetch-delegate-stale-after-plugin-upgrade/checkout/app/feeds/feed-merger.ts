export interface FeedItem { guid: string; title: string; published: number }

/** Merge a freshly fetched page into the stored items: one entry per guid, newest version wins. */
export function mergeFeed(stored: FeedItem[], fetched: FeedItem[]): FeedItem[] {
  const byGuid = new Map<string, FeedItem>();
  for (const item of [...fetched, ...stored]) {
    byGuid.set(item.guid, item);
  }
  return [...byGuid.values()].sort((a, b) => b.published - a.published);
}
