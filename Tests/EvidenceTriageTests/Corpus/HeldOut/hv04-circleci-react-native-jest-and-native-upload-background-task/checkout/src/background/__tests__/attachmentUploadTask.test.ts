import BackgroundFetch from 'react-native-background-fetch';

import { api } from '../../api';
import { attachmentQueue } from '../../storage/attachmentQueue';
import { onFetch } from '../attachmentUploadTask';

jest.mock('react-native-background-fetch', () => ({ finish: jest.fn(), configure: jest.fn() }));
jest.mock('../../api', () => ({ api: { uploadAttachment: jest.fn(() => new Promise((r) => setTimeout(r, 5))) } }));

describe('attachmentUploadTask', () => {
  beforeEach(async () => {
    jest.clearAllMocks();
    await attachmentQueue.reset([
      { id: 'a1', noteId: 'n-100', localUri: 'file:///tmp/a1.jpg' },
      { id: 'a2', noteId: 'n-100', localUri: 'file:///tmp/a2.jpg' },
    ]);
  });

  it('uploads every queued attachment and finishes the task', async () => {
    await onFetch('com.transistorsoft.fetch');

    expect(api.uploadAttachment).toHaveBeenCalledTimes(2);
    expect(await attachmentQueue.peekAll()).toEqual([]);
    expect(BackgroundFetch.finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
  });

  it('finishes the task even when an upload throws', async () => {
    (api.uploadAttachment as jest.Mock).mockRejectedValueOnce(new Error('413 Payload Too Large'));

    await expect(onFetch('com.transistorsoft.fetch')).rejects.toThrow('413');
    expect(BackgroundFetch.finish).toHaveBeenCalledTimes(1);
  });

  it('drains the queue once when the fetch event fires twice', async () => {
    // iOS can deliver a second event while the first handler is still uploading.
    await Promise.all([onFetch('com.transistorsoft.fetch'), onFetch('com.transistorsoft.fetch')]);

    expect(api.uploadAttachment).toHaveBeenCalledTimes(2);
  });
});
