import * as BackgroundTask from 'expo-background-task';
import { ensureSyncRegistered, SYNC_TASK } from '../src/background/registerSync';

jest.mock('expo-background-task', () => require('../test/mocks/expoBackgroundTask'));

describe('backgroundSync', () => {
  beforeEach(() => BackgroundTask.__reset());

  it('registers the sync task on first start', async () => {
    await ensureSyncRegistered();
    expect(BackgroundTask.registerTaskAsync).toHaveBeenCalledWith(SYNC_TASK, { minimumInterval: 60 });
  });

  it('registers the sync task on every app start', async () => {
    await ensureSyncRegistered();
    await expect(ensureSyncRegistered()).resolves.toBeUndefined();
  });
});
