import { registerPlugin } from '@capacitor/core';

export interface StepCounterPlugin {
  getToday(): Promise<{ steps: number }>;
  syncNow(): Promise<{ steps: number; syncedAt: string }>;
}

export const StepCounter = registerPlugin<StepCounterPlugin>('StepCounter');
