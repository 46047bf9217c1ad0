import { AppState } from 'react-native';
import AsyncStorage from '@react-native-async-storage/async-storage';
import * as TaskManager from 'expo-task-manager';

describe('cardStatusTask', () => {
  it('returnsSuccessResult', async () => {
    require('../cardStatusTask');
    const result = await (TaskManager as any).__runTask('larkspur-card-status');
    expect(result).toBe(1);
  });

  it('writesWakeUpTimestampBeforeReturning', async () => {
    AppState.currentState = 'background';
    require('../cardStatusTask');
    await (TaskManager as any).__runTask('larkspur-card-status');
    // iOS may suspend the JS context as soon as the task resolves; the timestamp must already be on disk.
    expect(AsyncStorage.setItem).toHaveBeenCalledWith('larkspur.wakeups', expect.any(String));
  });
});
