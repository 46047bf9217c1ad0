import * as BackgroundFetch from 'expo-background-fetch';
import * as TaskManager from 'expo-task-manager';
import { backupJournal } from '../src/backup/backupJournal';

export const JOURNAL_BACKUP_TASK = 'journal-backup';

// Moved here from index.ts in #774 so the task lives next to the settings screen.
TaskManager.defineTask(JOURNAL_BACKUP_TASK, async () => {
  try {
    const changed = await backupJournal();
    return changed
      ? BackgroundFetch.BackgroundFetchResult.NewData
      : BackgroundFetch.BackgroundFetchResult.NoData;
  } catch {
    return BackgroundFetch.BackgroundFetchResult.Failed;
  }
});
