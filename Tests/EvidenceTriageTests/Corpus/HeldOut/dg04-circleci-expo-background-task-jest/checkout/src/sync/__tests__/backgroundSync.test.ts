import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';
import { AppState, NativeModules } from 'react-native';

import {
  BACKGROUND_SYNC_TASK,
  registerBackgroundSync,
  startBackgroundSyncLifecycle,
} from '../backgroundSync';
import { emitNative, flushPromises } from '../../../test/utils';

jest.mock('expo-background-task', () => ({
  registerTaskAsync: jest.fn(() => Promise.resolve()),
  unregisterTaskAsync: jest.fn(() => Promise.resolve()),
  BackgroundTaskResult: { Success: 1, Failed: 2 },
}));
jest.mock('expo-task-manager', () => ({
  defineTask: jest.fn(),
  isTaskRegisteredAsync: jest.fn(() => Promise.resolve(false)),
}));
jest.mock('../incrementalSync', () => ({ runIncrementalSync: jest.fn() }));

describe('backgroundSync', () => {
  let appStateListener: (state: string) => void;
  let stop: () => void;

  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(AppState, 'addEventListener').mockImplementation((_type, listener) => {
      appStateListener = listener as (state: string) => void;
      return { remove: jest.fn() };
    });
    NativeModules.ExpoBackgroundTask = { addListener: jest.fn(), removeListeners: jest.fn() };
    stop = startBackgroundSyncLifecycle();
  });

  afterEach(() => stop());

  it('registers the task with a 15 minute minimum interval', async () => {
    await registerBackgroundSync();
    expect(BackgroundTask.registerTaskAsync).toHaveBeenCalledWith(BACKGROUND_SYNC_TASK, {
      minimumInterval: 15,
    });
  });

  it('keeps the sync task registered when the app returns to the foreground', async () => {
    await registerBackgroundSync();
    (TaskManager.isTaskRegisteredAsync as jest.Mock).mockResolvedValue(true);

    appStateListener('background');
    appStateListener('active');
    await flushPromises();

    expect(BackgroundTask.unregisterTaskAsync).not.toHaveBeenCalled();
  });

  it('re-registers the task after the OS expires the worker', async () => {
    (TaskManager.isTaskRegisteredAsync as jest.Mock).mockResolvedValue(false);

    emitNative('onWorkerExpired', { identifier: 'com.expo.modules.backgroundtask.processing' });
    await flushPromises();

    expect(BackgroundTask.registerTaskAsync).toHaveBeenCalledTimes(1);
  });

  it('does not register twice when the task is already registered', async () => {
    (TaskManager.isTaskRegisteredAsync as jest.Mock).mockResolvedValue(true);
    await registerBackgroundSync();
    expect(BackgroundTask.registerTaskAsync).not.toHaveBeenCalled();
  });
});
