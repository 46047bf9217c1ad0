import { formatPrice } from '../formatPrice';

describe('formatPrice', () => {
  it('formats dollars for en-US', () => {
    expect(formatPrice(1234.56, 'USD', 'en-US')).toBe('$1,234.56');
  });

  it('formats reais for pt-BR', () => {
    expect(formatPrice(1, 'BRL', 'pt-BR')).toBe('R$ 1,00');
  });
});
