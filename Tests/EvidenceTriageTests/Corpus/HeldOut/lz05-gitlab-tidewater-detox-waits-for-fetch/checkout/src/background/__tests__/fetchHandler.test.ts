import BackgroundFetch from 'react-native-background-fetch';
import { onFetch } from '../fetchHandler';
import { syncNow } from '../../sync/syncNow';

jest.mock('react-native-background-fetch');
jest.mock('../../sync/syncNow');

describe('onFetch', () => {
  it('finishes the task after a successful sync', async () => {
    (syncNow as jest.Mock).mockResolvedValue({ changed: 3 });
    await onFetch('com.transistorsoft.fetch');
    expect(BackgroundFetch.finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
  });

  it('finishes the task even when the sync throws', async () => {
    (syncNow as jest.Mock).mockRejectedValue(new Error('HTTP 502'));

    await onFetch('com.transistorsoft.fetch').catch(() => {});

    expect(BackgroundFetch.finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
  });
});
