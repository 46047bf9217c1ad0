import { formatAmount } from '../amount';

describe('formatAmount', () => {
  it('formats a small amount', () => {
    expect(formatAmount('42.5', 'USD')).toBe('$42.50');
  });

  it('keeps every digit of a 30-digit amount', () => {
    expect(formatAmount('999999999999999999999999999999', 'USD')).toBe(
      '$999,999,999,999,999,999,999,999,999,999.00',
    );
  });
});
