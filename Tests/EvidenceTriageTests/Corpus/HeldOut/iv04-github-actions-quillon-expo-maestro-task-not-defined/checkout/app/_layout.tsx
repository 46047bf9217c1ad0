import * as BackgroundFetch from 'expo-background-fetch';
import { Stack } from 'expo-router';
import { useEffect } from 'react';
import { Toast } from '../src/ui/Toast';
import { useSettings } from '../src/settings/useSettings';

const JOURNAL_BACKUP_TASK = 'journal-backup';

export default function RootLayout() {
  const { nightlyBackup } = useSettings();

  useEffect(() => {
    if (!nightlyBackup) return;
    BackgroundFetch.registerTaskAsync(JOURNAL_BACKUP_TASK, {
      minimumInterval: 60 * 60 * 12,
      stopOnTerminate: false,
    })
      .then(() => Toast.show('Backup scheduled'))
      .catch((e) => {
        console.error(e);
        Toast.show('Could not schedule backup');
      });
  }, [nightlyBackup]);

  return <Stack />;
}
