import { formatTide } from '../formatTide';

describe('formatTide', () => {
  it('uses metres elsewhere', () => expect(formatTide(112, 'de-DE')).toBe('1.1 m'));

  it('uses feet for en-US', () => {
    // 112 cm
    expect(formatTide(112, 'en-US')).toBe('3.7 ft');
  });
});
