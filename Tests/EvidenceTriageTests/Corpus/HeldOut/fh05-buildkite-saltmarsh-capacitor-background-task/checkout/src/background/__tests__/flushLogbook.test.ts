import { BackgroundTask } from '@capawesome/capacitor-background-task';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { uploadPendingEntries } from '../../sync/uploadPendingEntries';
import { flushLogbookOnBackground } from '../flushLogbook';

vi.mock('@capawesome/capacitor-background-task', () => {
  let next = 0;
  return {
    BackgroundTask: {
      beforeExit: vi.fn(async (cb: () => Promise<void>) => {
        next += 1;
        setTimeout(cb, 0);
        return `task-${next}`;
      }),
      finish: vi.fn(),
    },
  };
});
vi.mock('../../sync/uploadPendingEntries');

describe('flushLogbookOnBackground', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.clearAllMocks();
    vi.useRealTimers();
  });

  it('uploads pending entries inside the background task', async () => {
    vi.mocked(uploadPendingEntries).mockResolvedValue({ sent: 2 });

    await flushLogbookOnBackground();
    await vi.runAllTimersAsync();

    expect(uploadPendingEntries).toHaveBeenCalledTimes(1);
  });

  it('finishes the background task when the upload rejects', async () => {
    vi.mocked(uploadPendingEntries).mockRejectedValue(new Error('offline'));

    await flushLogbookOnBackground();
    await vi.runAllTimersAsync().catch(() => undefined);

    expect(BackgroundTask.finish).toHaveBeenCalledWith({ taskId: 'task-2' });
  });

  it('starts only one beforeExit task per pause', async () => {
    vi.mocked(uploadPendingEntries).mockReturnValue(new Promise(() => undefined));

    // iOS sends "inactive" then "background"; appStateChange fires for both.
    await flushLogbookOnBackground();
    await flushLogbookOnBackground();

    expect(BackgroundTask.beforeExit).toHaveBeenCalledTimes(1);
  });

  it('finishes the background task after a successful upload', async () => {
    vi.mocked(uploadPendingEntries).mockResolvedValue({ sent: 0 });

    await flushLogbookOnBackground();
    await vi.runAllTimersAsync();

    expect(BackgroundTask.finish).toHaveBeenCalledTimes(1);
  });
});
