import BackgroundFetch from 'react-native-background-fetch';
import { onFetch } from '../src/background/onFetch';
import { syncTrips } from '../src/sync/syncTrips';

jest.mock('react-native-background-fetch', () => ({ finish: jest.fn() }));
jest.mock('../src/sync/syncTrips');

describe('onFetch', () => {
  it('finishes the task when the sync throws', async () => {
    (syncTrips as jest.Mock).mockRejectedValueOnce(new Error('HTTP 503'));
    await onFetch('com.transistorsoft.fetch');
    expect(BackgroundFetch.finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
  });
});
