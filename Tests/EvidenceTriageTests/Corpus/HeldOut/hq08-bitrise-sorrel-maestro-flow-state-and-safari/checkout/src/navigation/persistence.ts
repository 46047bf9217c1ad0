import AsyncStorage from '@react-native-async-storage/async-storage';
import type { InitialState } from '@react-navigation/native';

const KEY = 'nav.state.v2';

// Restores the last open screen on cold start (product ask: "reopen where I left off").
export async function loadNavigationState(): Promise<InitialState | undefined> {
  const raw = await AsyncStorage.getItem(KEY);
  return raw ? (JSON.parse(raw) as InitialState) : undefined;
}

export function saveNavigationState(state: InitialState | undefined) {
  if (state) void AsyncStorage.setItem(KEY, JSON.stringify(state));
}
