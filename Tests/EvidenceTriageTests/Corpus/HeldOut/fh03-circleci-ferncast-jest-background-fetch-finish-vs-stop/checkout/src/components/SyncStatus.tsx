import React from 'react';
import { Text } from 'react-native';

export function formatLastSynced(lastSyncedAt: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - lastSyncedAt.getTime()) / 60_000);
  if (minutes < 1) {
    return 'Synced just now';
  }
  return `Synced ${minutes} min ago`;
}

export function SyncStatus({ lastSyncedAt, now }: { lastSyncedAt: Date; now: Date }) {
  return <Text testID="sync-status">{formatLastSynced(lastSyncedAt, now)}</Text>;
}
