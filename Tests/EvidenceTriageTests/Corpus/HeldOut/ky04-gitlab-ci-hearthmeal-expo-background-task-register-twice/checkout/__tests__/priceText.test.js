import { formatPrice } from '../src/ui/formatPrice';

describe('PriceText', () => {
  it('formats EUR with two decimals', () => {
    expect(formatPrice(4.5, 'EUR', 'de-DE')).toBe('4,50\u00a0€');
  });
  it('formats JPY without decimals', () => {
    expect(formatPrice(480, 'JPY', 'ja-JP')).toBe('￥480');
  });
});
