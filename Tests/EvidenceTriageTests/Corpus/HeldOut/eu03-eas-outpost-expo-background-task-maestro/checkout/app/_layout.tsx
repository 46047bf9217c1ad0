import { Stack } from 'expo-router';
import { useEffect } from 'react';

import { registerBackgroundTasks } from '../src/tasks/register';
import { logger } from '../src/logger';

export default function RootLayout() {
  useEffect(() => {
    registerBackgroundTasks().catch((e) => logger.error(`[tasks] registration failed: ${String(e)}`));
  }, []);

  return <Stack screenOptions={{ headerShown: false }} />;
}
