import BackgroundFetch from 'react-native-background-fetch';
import { UploadQueue } from '../src/background/uploadQueue';
import { memoryStore, slowUploader } from './helpers';

jest.useFakeTimers();

const fetchWindow = (ms: number) => ({ deadline: Date.now() + ms });

describe('UploadQueue', () => {
  it('enqueues photos while offline', async () => {
    const store = memoryStore({ pending: 3 });
    expect(await store.pending()).toHaveLength(3);
  });

  it('drains at most 25 items per fetch window', async () => {
    const store = memoryStore({ pending: 140 });
    const uploader = slowUploader({ msPerPhoto: 1_000 });
    const queue = new UploadQueue(store, uploader, () => jest.now());

    const run = queue.drain('com.transistorsoft.fetch', fetchWindow(30_000));
    await jest.runAllTimersAsync();
    await run;

    expect(uploader.calls).toHaveLength(25);
  });

  it('calls finish before the 30 s deadline', async () => {
    const store = memoryStore({ pending: 140 });
    const uploader = slowUploader({ msPerPhoto: 1_000 });
    const queue = new UploadQueue(store, uploader, () => jest.now());

    void queue.drain('com.transistorsoft.fetch', fetchWindow(30_000));
    await jest.advanceTimersByTimeAsync(30_000);

    expect(BackgroundFetch.finish).toHaveBeenCalledTimes(1);
  });
});
