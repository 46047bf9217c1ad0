import BackgroundFetch from 'react-native-background-fetch';
import { onFetchEvent, onFetchTimeout } from '../onFetchEvent';
import { refreshTideTables } from '../../tides/refreshTideTables';

jest.mock('react-native-background-fetch', () => ({
  __esModule: true,
  default: { finish: jest.fn(), configure: jest.fn(), scheduleTask: jest.fn() },
}));
jest.mock('../../tides/refreshTideTables', () => ({ refreshTideTables: jest.fn() }));
jest.mock('../diagnostics', () => ({ recordBackgroundRun: jest.fn() }));

const refresh = refreshTideTables as jest.MockedFunction<typeof refreshTideTables>;

describe('onFetchEvent', () => {
  beforeEach(() => jest.clearAllMocks());

  it('refreshes the tide tables', async () => {
    refresh.mockResolvedValue(3);
    await onFetchEvent('com.transistorsoft.fetch');
    expect(refresh).toHaveBeenCalledWith({ reason: 'background' });
  });

  it('finishes the task when the refresh throws', async () => {
    refresh.mockRejectedValue(new Error('offline'));
    await onFetchEvent('com.transistorsoft.fetch');
    expect(BackgroundFetch.finish).toHaveBeenCalledTimes(1);
  });

  it('finishes the task it was given', async () => {
    refresh.mockResolvedValue(0);

    await onFetchEvent('com.transistorsoft.fetch');

    expect(BackgroundFetch.finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
  });
});

describe('onFetchTimeout', () => {
  it('finishes the timed-out task', async () => {
    await onFetchTimeout('com.transistorsoft.digest');
    expect(BackgroundFetch.finish).toHaveBeenCalledWith('com.transistorsoft.digest');
  });
});
