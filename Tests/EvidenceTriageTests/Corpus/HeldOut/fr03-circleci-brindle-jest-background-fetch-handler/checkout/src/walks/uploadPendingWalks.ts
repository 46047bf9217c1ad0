import AsyncStorage from '@react-native-async-storage/async-storage';

import { uploadWalks } from '../api/walksApi';
import type { Walk } from './types';

const PENDING_KEY = 'brindle.pendingWalks';

export async function uploadPendingWalks(): Promise<number> {
  const raw = await AsyncStorage.getItem(PENDING_KEY);
  const pending: Walk[] = raw ? JSON.parse(raw) : [];
  const { accepted } = await uploadWalks(pending);
  await AsyncStorage.setItem(PENDING_KEY, JSON.stringify(pending.slice(accepted)));
  return accepted;
}
