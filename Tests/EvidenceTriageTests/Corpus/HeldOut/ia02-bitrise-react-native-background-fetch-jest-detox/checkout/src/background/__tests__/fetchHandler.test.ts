import BackgroundFetch from 'react-native-background-fetch';

import {onFetchEvent, ATTACHMENTS_TASK_ID} from '../fetchHandler';
import {syncNotes} from '../../notes/syncNotes';
import {uploadPendingAttachments} from '../../attachments/upload';

jest.mock('../../notes/syncNotes', () => ({syncNotes: jest.fn(() => Promise.resolve())}));
jest.mock('../../attachments/upload', () => ({
  uploadPendingAttachments: jest.fn(() => Promise.resolve()),
}));

describe('onFetchEvent', () => {
  beforeEach(() => jest.clearAllMocks());

  it('uploads attachments for the scheduled attachments task', async () => {
    await onFetchEvent(ATTACHMENTS_TASK_ID);

    expect(uploadPendingAttachments).toHaveBeenCalledTimes(1);
    expect(BackgroundFetch.finish).toHaveBeenCalledWith(ATTACHMENTS_TASK_ID);
  });

  it('always calls finish even when the sync throws', async () => {
    (uploadPendingAttachments as jest.Mock).mockRejectedValueOnce(new Error('offline'));

    await expect(onFetchEvent(ATTACHMENTS_TASK_ID)).rejects.toThrow('offline');
    expect(BackgroundFetch.finish).toHaveBeenCalledWith(ATTACHMENTS_TASK_ID);
  });

  it('routes the default fetch event to the note sync', async () => {
    // The plugin delivers the periodic fetch event (BGAppRefreshTask com.transistorsoft.fetch)
    // to the configure() callback with this taskId.
    await onFetchEvent('react-native-background-fetch');

    expect(syncNotes).toHaveBeenCalledTimes(1);
    expect(BackgroundFetch.finish).toHaveBeenCalledWith('react-native-background-fetch');
  });
});
