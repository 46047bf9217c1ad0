import BackgroundService from 'react-native-background-actions';

import { UploadQueue } from '../UploadQueue';
import { makeUploadQueueTask, startUploads, stopUploads } from '../uploadQueueTask';
import { fakeUploader, photo } from './fixtures';

jest.useFakeTimers({ advanceTimers: true });

describe('uploadQueueTask', () => {
  afterEach(async () => {
    jest.clearAllMocks();
  });

  it('uploads every pending photo in order', async () => {
    const uploader = fakeUploader();
    const queue = new UploadQueue(uploader, [photo('a'), photo('b'), photo('c')]);

    await makeUploadQueueTask(queue)({ delayMs: 10, keepAlive: false });

    expect(uploader.uploaded).toEqual(['a', 'b', 'c']);
  });

  it('reports progress to the notification after each photo', async () => {
    const queue = new UploadQueue(fakeUploader(), [photo('a'), photo('b')]);

    await makeUploadQueueTask(queue)({ delayMs: 10, keepAlive: false });

    expect(BackgroundService.updateNotification).toHaveBeenLastCalledWith({
      progressBar: { max: 2, value: 2 },
    });
  });

  it('does not upload a photo twice after a retry', async () => {
    const uploader = fakeUploader({ failFirst: 'b' });
    const queue = new UploadQueue(uploader, [photo('a'), photo('b')]);

    await makeUploadQueueTask(queue)({ delayMs: 10, keepAlive: false });

    expect(uploader.uploaded).toEqual(['a', 'b']);
  });

  it('resolves once BackgroundService.stop() is called', async () => {
    const queue = new UploadQueue(fakeUploader(), [photo('a')]);

    await startUploads(queue);
    await jest.advanceTimersByTimeAsync(3000);

    // stop() waits for the task promise, like the native module does.
    await stopUploads();

    expect(BackgroundService.isRunning()).toBe(false);
  });
});
