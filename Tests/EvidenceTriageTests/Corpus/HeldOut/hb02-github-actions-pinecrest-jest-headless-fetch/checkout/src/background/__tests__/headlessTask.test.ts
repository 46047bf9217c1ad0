import BackgroundFetch from 'react-native-background-fetch';

import {syncOutbox} from '../../sync/outbox';
import {headlessTask} from '../headlessTask';

jest.mock('../../sync/outbox');
jest.mock('../../utils/log');

const mockedSync = syncOutbox as jest.MockedFunction<typeof syncOutbox>;

describe('HeadlessTask', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });

  it('finishes the task after a successful sync', async () => {
    mockedSync.mockResolvedValueOnce(3);
    await headlessTask({taskId: 'com.transistorsoft.fetch', timeout: false});
    expect(BackgroundFetch.finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
  });

  it('finishes the task on timeout without syncing', async () => {
    await headlessTask({taskId: 'com.transistorsoft.fetch', timeout: true});
    expect(mockedSync).not.toHaveBeenCalled();
    expect(BackgroundFetch.finish).toHaveBeenCalledTimes(1);
  });

  it('finishes the task when the sync throws', async () => {
    mockedSync.mockRejectedValueOnce(new Error('503 Service Unavailable'));

    await headlessTask({taskId: 'com.transistorsoft.fetch', timeout: false}).catch(
      () => undefined,
    );

    expect(BackgroundFetch.finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
  });
});
