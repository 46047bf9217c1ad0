import BackgroundFetch from 'react-native-background-fetch';
import { onBackgroundFetch } from '../src/background/headless';
import { uploadTracks } from '../src/sync/uploadTracks';

jest.mock('react-native-background-fetch', () => ({ finish: jest.fn() }));
jest.mock('../src/sync/uploadTracks');

describe('HeadlessFetch', () => {
  it('finishes the task when the upload throws', async () => {
    uploadTracks.mockRejectedValueOnce(new Error('offline'));
    await onBackgroundFetch('com.transistorsoft.fetch').catch(() => {});
    expect(BackgroundFetch.finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
  });
});
