import { ApplicationSettings } from '@nativescript/core';

import { pendingRows, writeRowsChunk } from './stock-db';

export const EXPORT_PROGRESS_KEY = 'csvExportProgress';

let cancelled = false;
export function cancelExport() {
  cancelled = true;
}

/** Writes pending rows in chunks of 100 and records progress so an expired run resumes. */
export async function exportPendingRows(): Promise<number> {
  cancelled = false;
  const rows = await pendingRows();
  let written = ApplicationSettings.getNumber(EXPORT_PROGRESS_KEY, 0);
  while (written < rows.length && !cancelled) {
    written += await writeRowsChunk(rows.slice(written, written + 100));
    ApplicationSettings.setNumber(EXPORT_PROGRESS_KEY, written);
  }
  console.log(`[Export] ${cancelled ? 'paused' : 'complete'} at ${written}/${rows.length} rows`);
  return written;
}
