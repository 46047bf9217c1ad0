import { formatUnreadBadge } from '../../src/inbox/formatUnreadBadge';

describe('formatUnreadBadge', () => {
  it('hides the badge at zero', () => {
    expect(formatUnreadBadge(0)).toBeUndefined();
  });

  it('shows small counts as-is', () => {
    expect(formatUnreadBadge(7)).toBe('7');
  });

  it('caps counts above 99', () => {
    expect(formatUnreadBadge(100)).toBe('99+');
  });
});
