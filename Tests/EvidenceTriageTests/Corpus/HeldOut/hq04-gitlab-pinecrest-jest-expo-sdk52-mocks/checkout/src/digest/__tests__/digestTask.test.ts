import { buildDigest } from '../digestTask';
import { fetchSavedArticles } from '../../api/articles';
import { digestStore } from '../digestStore';

jest.mock('../../api/articles');
jest.mock('../digestStore');

const article = (id: string, slug: string, readAt?: string) => ({ id, slug, title: slug, readAt });

describe('reading digest task', () => {
  it('leaves out articles the user has read', async () => {
    jest.mocked(fetchSavedArticles).mockResolvedValue([article('a1', 'tides'), article('a2', 'moss', '2026-11-30')]);
    jest.mocked(digestStore.deliveredIds).mockResolvedValue([]);
    const digest = await buildDigest(new Date('2026-12-03T21:00:00Z'));
    expect(digest.map((a) => a.id)).toEqual(['a1']);
  });

  it('skips articles delivered in an earlier digest', async () => {
    jest.mocked(fetchSavedArticles).mockResolvedValue([
      article('a1', 'tides'),
      article('a3', 'lichens'),
      article('a4', 'estuaries'),
    ]);
    // The store keeps delivered article ids (see markDelivered).
    jest.mocked(digestStore.deliveredIds).mockResolvedValue(['a1', 'a4']);
    const digest = await buildDigest(new Date('2026-12-03T21:00:00Z'));
    expect(digest.map((a) => a.id)).toEqual(['a3']);
  });
});
