import { formatBalance } from '../formatBalance';

describe('formatBalance', () => {
  it('groups thousands for fr-FR', () => {
    expect(formatBalance(1234.56, 'fr-FR')).toBe('1 234,56');
  });
});
