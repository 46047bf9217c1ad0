import BackgroundFetch from 'react-native-background-fetch';

import { api } from '../api';
import { attachmentQueue } from '../storage/attachmentQueue';

/**
 * Background-fetch event handler: uploads attachments queued while offline.
 * iOS delivers com.transistorsoft.fetch; the handler may be re-entered if a
 * second event arrives before the first finished.
 */
export async function onFetch(taskId: string): Promise<void> {
  try {
    const pending = await attachmentQueue.peekAll();
    for (const item of pending) {
      await api.uploadAttachment(item.noteId, item.localUri);
      await attachmentQueue.remove(item.id);
    }
  } finally {
    BackgroundFetch.finish(taskId);
  }
}
