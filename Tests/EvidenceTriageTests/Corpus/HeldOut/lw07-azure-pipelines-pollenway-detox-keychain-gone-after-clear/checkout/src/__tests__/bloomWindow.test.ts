import { formatBloomWindow } from '../format/bloomWindow';

describe('formatBloomWindow', () => {
  it('joins two months with an en dash', () => {
    expect(formatBloomWindow({ start: 3, end: 5 }, 'en-GB')).toBe('March – May');
  });

  it('wraps across the new year', () => {
    expect(formatBloomWindow({ start: 11, end: 2 }, 'en-GB')).toBe('November – February');
  });

  it('shows a single month when start and end match', () => {
    expect(formatBloomWindow({ start: 4, end: 4 }, 'en-GB')).toBe('April');
  });
});
