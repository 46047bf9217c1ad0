import { Injectable } from '@angular/core';
import { App } from '@capacitor/app';
import { BackgroundTask } from '@capawesome/capacitor-background-task';

import { UploadClient } from './upload-client';

/**
 * Uploads note attachments. When the user leaves the app mid-upload we ask
 * iOS for background execution time with BackgroundTask.beforeExit() and
 * keep going until the upload is done, then call finish().
 */
@Injectable({ providedIn: 'root' })
export class AttachmentUploadService {
  private inFlight: Promise<void> | null = null;

  constructor(private readonly client: UploadClient) {
    App.addListener('appStateChange', async ({ isActive }) => {
      if (isActive || !this.inFlight) {
        return;
      }
      console.log('[upload] app state inactive -> BackgroundTask.beforeExit registered');
      const taskId = await BackgroundTask.beforeExit(async () => {
        try {
          await this.inFlight;
          console.log('[upload] finished in background');
        } finally {
          BackgroundTask.finish({ taskId });
        }
      });
    });
  }

  upload(noteId: string, file: File): Promise<void> {
    console.log(`[upload] start attachment ${noteId} (${(file.size / 1e6).toFixed(1)} MB)`);
    this.inFlight = this.client
      .putChunked(`/notes/${noteId}/attachments`, file, (pct) => console.log(`[upload] progress ${pct}%`))
      .finally(() => (this.inFlight = null));
    return this.inFlight;
  }
}
