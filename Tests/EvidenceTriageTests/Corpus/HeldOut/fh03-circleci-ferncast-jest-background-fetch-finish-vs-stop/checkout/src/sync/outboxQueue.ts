import { api } from '../api/client';
import { notesDb } from '../db/notesDb';

export interface UploadResult {
  uploaded: number;
  failed: number;
}

export async function uploadPendingNotes(): Promise<UploadResult> {
  const pending = await notesDb.pendingUploads();
  let uploaded = 0;
  let failed = 0;

  for (const note of pending) {
    try {
      await api.putNote(note.clientId, note.body);
      await notesDb.markUploaded(note.clientId);
      uploaded += 1;
    } catch {
      failed += 1;
    }
  }
  return { uploaded, failed };
}
