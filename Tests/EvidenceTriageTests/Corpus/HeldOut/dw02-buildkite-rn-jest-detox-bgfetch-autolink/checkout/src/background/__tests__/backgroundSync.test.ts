import BackgroundFetch from 'react-native-background-fetch';
import { startBackgroundSync } from '../backgroundSync';
import { createTestStore } from '../../test-utils/store';

jest.mock('react-native-background-fetch');

describe('BackgroundSync', () => {
  it('configures fetch with 15 minute interval', async () => {
    const store = createTestStore();
    await startBackgroundSync(store);
    expect(BackgroundFetch.configure).toHaveBeenCalledWith(
      expect.objectContaining({ minimumFetchInterval: 15, stopOnTerminate: false }),
      expect.any(Function),
      expect.any(Function),
    );
  });

  it('finishes the task id it was given', async () => {
    const store = createTestStore();
    await startBackgroundSync(store);
    const onEvent = (BackgroundFetch.configure as jest.Mock).mock.calls[0][1];
    await onEvent('com.transistorsoft.fetch');
    expect(BackgroundFetch.finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
  });
});
