import BackgroundFetch from 'react-native-background-fetch';

import { api } from '../../api';
import { pointStore } from '../../storage/pointStore';
import { FETCH_TASK_ID, headlessUpload } from '../headlessUpload';

jest.mock('../../api');

describe('headlessUpload', () => {
  beforeEach(() => {
    pointStore.reset([{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }]);
    jest.clearAllMocks();
  });

  it('marks accepted points as sent', async () => {
    (api.uploadPoints as jest.Mock).mockResolvedValue({ acceptedIds: ['p1', 'p2', 'p3'] });
    await headlessUpload({ taskId: FETCH_TASK_ID, timeout: false });
    expect(await pointStore.unsent()).toEqual([]);
  });

  it('does not re-upload points already acknowledged', async () => {
    (api.uploadPoints as jest.Mock)
      .mockResolvedValueOnce({ acceptedIds: ['p1', 'p2'] })
      .mockResolvedValueOnce({ acceptedIds: ['p3'] });

    await headlessUpload({ taskId: FETCH_TASK_ID, timeout: false });
    await headlessUpload({ taskId: FETCH_TASK_ID, timeout: false });

    expect((api.uploadPoints as jest.Mock).mock.calls[1][0]).toEqual([{ id: 'p3' }]);
  });

  it('finishes the fetch task when the upload throws', async () => {
    (api.uploadPoints as jest.Mock).mockRejectedValue(new Error('503 Service Unavailable'));

    await expect(headlessUpload({ taskId: FETCH_TASK_ID, timeout: false })).rejects.toThrow('503');

    expect(BackgroundFetch.finish).toHaveBeenCalledWith(FETCH_TASK_ID);
  });
});
