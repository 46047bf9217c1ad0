import { FeedCache } from '../feedCache';

jest.retryTimes(2, { logErrorsBeforeRetry: true });

describe('feedCache', () => {
  it('returns cached entries within the ttl', () => {
    const cache = new FeedCache({ ttlMs: 1000 });
    cache.set('harbour-weekly', ['a1']);
    expect(cache.get('harbour-weekly')).toEqual(['a1']);
  });

  it('expires entries after the ttl', async () => {
    const cache = new FeedCache({ ttlMs: 20 });
    cache.set('harbour-weekly', ['a1']);
    await new Promise((r) => setTimeout(r, 25));
    expect(cache.get('harbour-weekly')).toBeUndefined();
  });
});
