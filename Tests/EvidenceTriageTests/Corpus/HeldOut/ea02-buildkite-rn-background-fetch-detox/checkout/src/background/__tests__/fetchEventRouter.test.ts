import BackgroundFetch from 'react-native-background-fetch';
import { routeFetchEvent, PHOTO_UPLOAD_TASK } from '../fetchEventRouter';
import { runSyncJob } from '../../sync/syncJob';
import { runPhotoUpload } from '../../sync/photoUpload';

jest.mock('react-native-background-fetch', () => ({ finish: jest.fn() }));
jest.mock('../../sync/syncJob', () => ({ runSyncJob: jest.fn().mockResolvedValue(undefined) }));
jest.mock('../../sync/photoUpload', () => ({ runPhotoUpload: jest.fn().mockResolvedValue(undefined) }));

// Since react-native-background-fetch 4.x the *default* fetch task arrives in
// onEvent as 'react-native-background-fetch' (it is still scheduled by iOS as
// com.transistorsoft.fetch). Updated after the 4.2.8 upgrade (QD-2291).
const DEFAULT_EVENT_TASK_ID = 'react-native-background-fetch';

describe('fetchEventRouter', () => {
  beforeEach(() => jest.clearAllMocks());

  it('routes the default fetch event to the sync job', async () => {
    const result = await routeFetchEvent(DEFAULT_EVENT_TASK_ID);

    expect(result).toBe('sync');
    expect(runSyncJob).toHaveBeenCalledWith({ reason: 'background-fetch' });
    expect(BackgroundFetch.finish).toHaveBeenCalledWith(DEFAULT_EVENT_TASK_ID);
  });

  it('routes the photo task to the uploader', async () => {
    await expect(routeFetchEvent(PHOTO_UPLOAD_TASK)).resolves.toBe('photos');
    expect(runPhotoUpload).toHaveBeenCalledTimes(1);
  });

  it('always finishes unknown tasks', async () => {
    await expect(routeFetchEvent('something-else')).resolves.toBe('ignored');
    expect(BackgroundFetch.finish).toHaveBeenCalledWith('something-else');
  });
});
