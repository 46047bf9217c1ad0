import BackgroundFetch from 'react-native-background-fetch';

import { disableBackgroundSync, FETCH_TASK_ID, onFetch, onTimeout } from '../backgroundSync';
import { uploadPendingNotes } from '../outboxQueue';

jest.mock('react-native-background-fetch', () => ({
  __esModule: true,
  default: {
    configure: jest.fn().mockResolvedValue(2),
    finish: jest.fn(),
    stop: jest.fn().mockResolvedValue(true),
    NETWORK_TYPE_ANY: 1,
  },
}));
jest.mock('../outboxQueue');

const mockedUpload = uploadPendingNotes as jest.MockedFunction<typeof uploadPendingNotes>;

describe('backgroundSync', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });

  it('finishes the task after a successful upload', async () => {
    mockedUpload.mockResolvedValue({ uploaded: 3, failed: 0 });

    await onFetch(FETCH_TASK_ID);

    expect(BackgroundFetch.finish).toHaveBeenCalledWith(FETCH_TASK_ID);
  });

  it('finishes the task when the upload rejects', async () => {
    mockedUpload.mockRejectedValue(new Error('Network request failed'));

    await onFetch(FETCH_TASK_ID).catch(() => undefined);

    expect(BackgroundFetch.finish).toHaveBeenCalledWith(FETCH_TASK_ID);
  });

  it('finishes the task on timeout', () => {
    onTimeout(FETCH_TASK_ID);

    expect(BackgroundFetch.finish).toHaveBeenCalledWith(FETCH_TASK_ID);
  });

  it('disabling sync stops future background fetches', async () => {
    await disableBackgroundSync();

    expect(BackgroundFetch.stop).toHaveBeenCalled();
  });
});
