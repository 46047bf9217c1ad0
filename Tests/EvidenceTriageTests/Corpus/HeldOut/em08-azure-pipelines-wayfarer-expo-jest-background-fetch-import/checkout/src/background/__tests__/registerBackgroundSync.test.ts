import * as BackgroundFetch from 'expo-background-fetch';
import * as TaskManager from 'expo-task-manager';
import { registerBackgroundSync, TRIP_SYNC_TASK } from '../registerBackgroundSync';

jest.mock('expo-task-manager', () => ({
  defineTask: jest.fn(),
  isTaskRegisteredAsync: jest.fn(async () => false),
}));
jest.mock('expo-background-fetch', () => ({
  __esModule: true,
  registerTaskAsync: jest.fn(async () => undefined),
  BackgroundFetchResult: { NoData: 1, NewData: 2, Failed: 3 },
}));

describe('registerBackgroundSync', () => {
  it('registers the trip sync task with a 15 minute interval', async () => {
    await registerBackgroundSync();
    expect(BackgroundFetch.registerTaskAsync).toHaveBeenCalledWith(TRIP_SYNC_TASK, expect.objectContaining({ minimumInterval: 900 }));
  });

  it('does not register twice', async () => {
    (TaskManager.isTaskRegisteredAsync as jest.Mock).mockResolvedValueOnce(true);
    await registerBackgroundSync();
    expect(BackgroundFetch.registerTaskAsync).not.toHaveBeenCalled();
  });
});
