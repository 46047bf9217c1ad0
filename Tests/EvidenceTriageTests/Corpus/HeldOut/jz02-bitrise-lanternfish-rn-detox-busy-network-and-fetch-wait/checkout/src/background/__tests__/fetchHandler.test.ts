import BackgroundFetch from 'react-native-background-fetch';
import { fetchHandler, timeoutHandler } from '../fetchHandler';
import { prefetchHeadlines } from '../../feed/prefetch';

jest.mock('react-native-background-fetch', () => ({
  __esModule: true,
  default: { finish: jest.fn(), configure: jest.fn(), scheduleTask: jest.fn() },
}));
jest.mock('../../feed/prefetch');

const prefetch = prefetchHeadlines as jest.MockedFunction<typeof prefetchHeadlines>;

describe('fetchHandler', () => {
  beforeEach(() => jest.clearAllMocks());

  it('finishes the task after a successful prefetch', async () => {
    prefetch.mockResolvedValue([{ id: 'a1' }, { id: 'a2' }] as never);
    await fetchHandler('com.transistorsoft.fetch');
    expect(BackgroundFetch.finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
  });

  it('finishes on timeout', async () => {
    await timeoutHandler('com.transistorsoft.fetch');
    expect(BackgroundFetch.finish).toHaveBeenCalledTimes(1);
  });

  it('finishes the task when the upload throws', async () => {
    prefetch.mockRejectedValue(new Error('HTTP 503'));

    await expect(fetchHandler('com.transistorsoft.fetch')).rejects.toThrow('503');

    expect(BackgroundFetch.finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
  });
});
