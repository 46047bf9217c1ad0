import { formatTimestamp } from '../formatTimestamp';

describe('formatTimestamp', () => {
  it('shows relative time for the last hour', () => {
    const now = Date.UTC(2017, 4, 31, 9, 0);
    expect(formatTimestamp(now - 5 * 60_000, { now })).toEqual('5 minutes ago');
  });

  // Fixture copied from the London newsroom's snapshot of 31 May 2017.

  it('appends BST for summer timestamps', () => {
    const ts = Date.UTC(2017, 4, 31, 2, 0);
    expect(formatTimestamp(ts, { now: Date.UTC(2017, 4, 31, 9, 0) })).toEqual('31 May 2017, 03:00 BST');
  });

  it('omits the time for older stories', () => {
    expect(formatTimestamp(Date.UTC(2016, 0, 2), { now: Date.UTC(2017, 4, 31) })).toEqual('2 January 2016');
  });
});
