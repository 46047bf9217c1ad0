import BackgroundFetch from 'react-native-background-fetch';
import { headlessTask } from '../headlessTask';
import { enqueue, pendingCount, resetQueue } from '../../sync/queue';
import * as api from '../../sync/api';

jest.mock('react-native-background-fetch', () => ({
  __esModule: true,
  default: { finish: jest.fn(), configure: jest.fn(), scheduleTask: jest.fn() },
}));

describe('headlessTask', () => {
  beforeEach(async () => {
    jest.clearAllMocks();
    await resetQueue();
  });

  it('uploads pending readings and finishes', async () => {
    await enqueue({ id: 'a', value: 1 });
    jest.spyOn(api, 'post').mockResolvedValue({ status: 200 });
    await headlessTask({ taskId: 'com.transistorsoft.fetch', timeout: false });
    expect(BackgroundFetch.finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
    expect(await pendingCount()).toBe(0);
  });

  it('finishes immediately on timeout', async () => {
    await headlessTask({ taskId: 'com.transistorsoft.fetch', timeout: true });
    expect(BackgroundFetch.finish).toHaveBeenCalledTimes(1);
  });

  // Every path through the task must call finish(taskId), or iOS stops
  // granting background time to the app. The failed upload must leave
  // both readings queued for the next run.
  it('finishes the task when the upload fails', async () => {
    await enqueue({ id: 'a', value: 1 });
    await enqueue({ id: 'b', value: 2 });
    jest.spyOn(api, 'post').mockRejectedValue(new Error('503 Service Unavailable'));

    // headlessTask handles the error itself (the queue keeps the
    // readings); it must still release the background time.
    //
    await headlessTask({ taskId: 'com.transistorsoft.fetch', timeout: false });

    expect(BackgroundFetch.finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
    expect(await pendingCount()).toBe(2);
  });

});
