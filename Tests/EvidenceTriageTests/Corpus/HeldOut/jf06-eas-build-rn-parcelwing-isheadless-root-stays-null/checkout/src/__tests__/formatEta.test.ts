import { formatEta } from '../format/formatEta';

describe('formatEta', () => {
  const now = new Date('2022-03-09T21:30:00');

  it('says today for later the same evening', () => {
    expect(formatEta(new Date('2022-03-09T23:00:00'), now)).toBe('today');
  });

  it('says tomorrow for an ETA after midnight', () => {
    expect(formatEta(new Date('2022-03-10T09:00:00'), now)).toBe('tomorrow');
  });
});
