import { api } from '../../api/client';
import { notesDb } from '../../db/notesDb';
import { uploadPendingNotes } from '../outboxQueue';

jest.mock('../../api/client');
jest.mock('../../db/notesDb');

const note = { clientId: 'n-7f3a', body: 'Heron at the north pond, 06:40' };

describe('outboxQueue', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    let uploadedIds: string[] = [];
    (notesDb.pendingUploads as jest.Mock).mockImplementation(async () =>
      uploadedIds.includes(note.clientId) ? [] : [note],
    );
    (notesDb.markUploaded as jest.Mock).mockImplementation(async (id: string) => {
      uploadedIds = [...uploadedIds, id];
    });
    (api.putNote as jest.Mock).mockImplementation(
      () => new Promise((resolve) => setTimeout(resolve, 50)),
    );
  });

  it('uploads each pending note', async () => {
    const result = await uploadPendingNotes();

    expect(result).toEqual({ uploaded: 1, failed: 0 });
  });

  it('does not upload the same note twice when fetches overlap', async () => {
    jest.useFakeTimers();
    const first = uploadPendingNotes();
    const second = uploadPendingNotes(); // foreground "pull to sync" during a background fetch
    await jest.runAllTimersAsync();
    await Promise.all([first, second]);
    jest.useRealTimers();

    expect(api.putNote).toHaveBeenCalledTimes(1);
  });
});
