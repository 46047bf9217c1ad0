import BackgroundFetch from 'react-native-background-fetch';

import { onFetchEvent } from '../onFetchEvent';
import { refreshFeeds } from '../../feed/refreshFeeds';

jest.mock('react-native-background-fetch', () => ({ finish: jest.fn(), configure: jest.fn() }));
jest.mock('../../feed/refreshFeeds');

const TASK = 'com.transistorsoft.fetch';

describe('onFetchEvent', () => {
  beforeEach(() => jest.clearAllMocks());

  it('finishes the task after a successful refresh', async () => {
    (refreshFeeds as jest.Mock).mockResolvedValue(4);
    await onFetchEvent({ taskId: TASK, timeout: false });
    expect(BackgroundFetch.finish).toHaveBeenCalledWith(TASK);
  });

  it('finishes the task on timeout without refreshing', async () => {
    await onFetchEvent({ taskId: TASK, timeout: true });
    expect(refreshFeeds).not.toHaveBeenCalled();
    expect(BackgroundFetch.finish).toHaveBeenCalledWith(TASK);
  });

  it('finishes the task when the feed refresh throws', async () => {
    (refreshFeeds as jest.Mock).mockRejectedValue(new Error('HTTP 503'));

    await onFetchEvent({ taskId: TASK, timeout: false });

    expect(BackgroundFetch.finish).toHaveBeenCalledWith(TASK);
  });
});
