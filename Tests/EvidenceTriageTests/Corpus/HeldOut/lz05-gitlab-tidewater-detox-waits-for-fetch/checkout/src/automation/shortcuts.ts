import { AppState } from 'react-native';
import { syncNow } from '../sync/syncNow';

export async function fireShortcut(name: string, _ctx: { appState: string }) {
  if (name !== 'sync-now') return;
  // Only runs while the JS context is active; from a suspended app the request is dropped.
  if (AppState.currentState !== 'active') return;
  await syncNow({ reason: 'shortcut' });
}
