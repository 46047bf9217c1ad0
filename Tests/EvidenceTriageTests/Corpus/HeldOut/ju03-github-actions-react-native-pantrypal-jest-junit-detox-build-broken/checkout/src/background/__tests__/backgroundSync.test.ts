import BackgroundFetch from 'react-native-background-fetch';
import { onFetchEvent, onFetchTimeout } from '../backgroundSync';
import { syncPantry } from '../../sync/syncPantry';

jest.mock('react-native-background-fetch', () => ({
  __esModule: true,
  default: { finish: jest.fn(), configure: jest.fn(), scheduleTask: jest.fn() },
}));
jest.mock('../../sync/syncPantry', () => ({ syncPantry: jest.fn() }));
jest.mock('../../util/logger', () => ({ logger: { info: jest.fn(), warn: jest.fn() } }));

const finish = BackgroundFetch.finish as jest.Mock;
const sync = syncPantry as jest.Mock;

describe('backgroundSync', () => {
  beforeEach(() => jest.clearAllMocks());

  it('finishes the fetch task after a successful sync', async () => {
    sync.mockResolvedValueOnce({ changed: 3 });
    await onFetchEvent('com.transistorsoft.fetch');
    expect(finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
  });

  it('finishes the fetch task even when the sync throws', async () => {
    sync.mockRejectedValueOnce(new Error('offline'));

    await onFetchEvent('com.transistorsoft.fetch');

    expect(finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
  });

  it('finishes on timeout', async () => {
    await onFetchTimeout('com.transistorsoft.fetch');
    expect(finish).toHaveBeenCalledTimes(1);
  });
});
