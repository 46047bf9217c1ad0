import { AppState } from 'react-native';
import BackgroundFetch from 'react-native-background-fetch';
import { NativeModules } from 'react-native';
import { notesApi } from '../api/notesApi';
import { outboxStore } from './outboxStore';

const { BackgroundTaskWindow } = NativeModules; // thin wrapper over UIApplication.beginBackgroundTask

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function flushOutbox(reason: string) {
  console.log(`[outbox] flush started (${reason}) pending=${outboxStore.pending().length}`);
  for (const note of outboxStore.pending()) {
    for (let attempt = 1; ; attempt++) {
      try {
        await notesApi.upload(note);
        outboxStore.markSent(note.id);
        break;
      } catch (e) {
        if (attempt === 3) throw e;
        // Back off before retrying a dropped connection.
        await delay(1500 * attempt);
        console.log(`[outbox] retry delay elapsed for ${note.id} (attempt ${attempt + 1})`);
      }
    }
  }
  console.log('[outbox] flush finished');
}

AppState.addEventListener('change', async (state) => {
  if (state !== 'background') return;
  const windowId = await BackgroundTaskWindow.begin('outbox-flush');
  try {
    await flushOutbox('background');
  } finally {
    BackgroundTaskWindow.end(windowId);
  }
});

export async function onBackgroundFetch(taskId: string) {
  try {
    await flushOutbox('fetch');
  } finally {
    BackgroundFetch.finish(taskId);
  }
}
