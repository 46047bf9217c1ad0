import { ThumbnailCache } from '~/images/thumbnail-cache';

describe('ThumbnailCache', () => {
  it('evicts the least recently used thumbnail', async () => {
    const cache = new ThumbnailCache(2);
    await cache.put('a', await loadFixture('a.png'));
    await cache.put('b', await loadFixture('b.png'));
    await cache.get('a');
    await cache.put('c', await loadFixture('c.png'));
    expect(cache.has('b')).toBe(false);
  });
});
