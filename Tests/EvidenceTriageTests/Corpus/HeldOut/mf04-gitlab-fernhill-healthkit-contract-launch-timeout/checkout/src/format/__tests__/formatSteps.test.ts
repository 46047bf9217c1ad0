import { formatSteps } from '../formatSteps';

describe('formatSteps', () => {
  it('abbreviates thousands with locale separator', () => {
    expect(formatSteps(12480, 'de-DE')).toBe('12,5 Tsd.');
  });
});
