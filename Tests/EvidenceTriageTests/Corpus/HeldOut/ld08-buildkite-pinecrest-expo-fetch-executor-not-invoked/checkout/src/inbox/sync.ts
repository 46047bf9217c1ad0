import { api } from '../api';
import { db } from '../db';

export async function syncInbox(): Promise<number> {
  const since = await db.getCursor('inbox');
  const page = await api.messagesSince(since);
  // BUG: appends without checking ids; a re-run after a timeout inserts the page again.
  await db.insertMessages(page.messages);
  await db.setCursor('inbox', page.cursor);
  return page.messages.length;
}
