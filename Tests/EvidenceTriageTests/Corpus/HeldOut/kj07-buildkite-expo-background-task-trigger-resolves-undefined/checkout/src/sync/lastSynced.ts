import AsyncStorage from '@react-native-async-storage/async-storage';

export async function setLastSynced(at: Date) {
  await AsyncStorage.setItem('lastSynced', at.toISOString());
}

/** "just now", "4 min ago", "yesterday". */
export function formatLastSynced(at: Date, now: Date): string {
  const seconds = Math.round((now.getTime() - at.getTime()) / 1000);
  if (seconds < 30) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return 'yesterday';
}
