import { Stack } from 'expo-router';
import { useEffect } from 'react';
import '../src/tasks/backgroundSync';
import { registerLedgerSync } from '../src/tasks/backgroundSync';

export default function RootLayout() {
  useEffect(() => {
    registerLedgerSync().catch((e) => console.warn('[ledger-sync] register failed', e));
  }, []);
  return <Stack screenOptions={{ headerShown: false }} />;
}
