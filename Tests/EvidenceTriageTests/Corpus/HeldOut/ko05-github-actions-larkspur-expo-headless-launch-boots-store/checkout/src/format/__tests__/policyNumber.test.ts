import { formatPolicyNumber } from '../policyNumber';

describe('policyNumber', () => {
  it('groupsTwelveDigitsInFours', () => {
    expect(formatPolicyNumber('802412345678')).toBe('8024 1234 5678');
  });

  it('keepsCountryPrefix', () => {
    expect(formatPolicyNumber('NO802412345678')).toBe('NO 8024 1234 5678');
  });
});
