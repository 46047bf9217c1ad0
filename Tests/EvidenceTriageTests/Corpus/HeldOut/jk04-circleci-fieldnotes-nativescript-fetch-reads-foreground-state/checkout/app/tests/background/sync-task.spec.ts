import { performBackgroundFetch } from '../../background/sync-task';
import { FakeObservationQueue } from '../fakes/fake-observation-queue';
import { stubUploadBatch } from '../fakes/stub-api';

describe('BackgroundFetchTask', () => {
  beforeEach(() => stubUploadBatch({ acceptAll: true }));

  it('returns 0 when nothing is queued', async () => {
    expect(await performBackgroundFetch(new FakeObservationQueue([]))).toBe(0);
  });

  it('uploads queued observations when launched in the background', async () => {
    // Cold background launch: no page has navigated in, so nothing has touched the session yet.
    const queue = new FakeObservationQueue([{ id: 'o1' }, { id: 'o2' }, { id: 'o3' }]);
    const uploaded = await performBackgroundFetch(queue);
    expect(uploaded).toBe(3);
  });
});
