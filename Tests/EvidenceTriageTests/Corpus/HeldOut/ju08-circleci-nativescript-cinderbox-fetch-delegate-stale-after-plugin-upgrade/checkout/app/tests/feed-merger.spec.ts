import { mergeFeed } from '../feeds/feed-merger';

describe('FeedMerger', () => {
  it('adds unseen items', () => {
    const out = mergeFeed([{ guid: 'a', title: 'A', published: 1 }], [{ guid: 'b', title: 'B', published: 2 }]);
    expect(out.map((i) => i.guid)).toEqual(['b', 'a']);
  });

  it('keeps the newest item per guid', () => {
    const stored = [{ guid: 'x', title: 'Draft headline', published: 100 }];
    const fetched = [{ guid: 'x', title: 'Final headline', published: 200 }];
    expect(mergeFeed(stored, fetched)[0].title).toBe('Final headline');
  });
});
