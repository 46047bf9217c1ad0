import { formatUnreadBadge } from '../src/badge/formatUnreadBadge';

describe('formatUnreadBadge', () => {
  it('hides the badge at zero', () => {
    expect(formatUnreadBadge(0)).toBe('');
  });

  it('caps the badge at 99+', () => {
    expect(formatUnreadBadge(120)).toBe('99+');
  });
});
