import BackgroundFetch from 'react-native-background-fetch';
import { headlessSync } from '../headlessSync';
import { uploadQueuedSightings } from '../uploader';

jest.mock('react-native-background-fetch', () => ({
  __esModule: true,
  default: { finish: jest.fn(), configure: jest.fn(), scheduleTask: jest.fn() },
}));
jest.mock('../uploader');

describe('HeadlessSync', () => {
  beforeEach(() => jest.clearAllMocks());

  it('uploads queued sightings', async () => {
    (uploadQueuedSightings as jest.Mock).mockResolvedValue(3);
    await headlessSync({ taskId: 'com.transistorsoft.fetch', timeout: false });
    expect(BackgroundFetch.finish).toHaveBeenCalledTimes(1);
  });

  it('finishes the task when the upload throws', async () => {
    (uploadQueuedSightings as jest.Mock).mockRejectedValue(new Error('HTTP 503'));
    await headlessSync({ taskId: 'com.transistorsoft.fetch', timeout: false }).catch(() => {});

    expect(BackgroundFetch.finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
  });

  it('finishes immediately on timeout', async () => {
    await headlessSync({ taskId: 'com.transistorsoft.fetch', timeout: true });
    expect(uploadQueuedSightings).not.toHaveBeenCalled();
  });
});
