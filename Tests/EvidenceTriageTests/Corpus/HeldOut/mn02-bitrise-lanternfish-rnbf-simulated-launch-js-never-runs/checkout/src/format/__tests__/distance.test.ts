import {formatDistance} from '../distance';

describe('formatDistance', () => {
  it('renders metres below one kilometre', () => {
    expect(formatDistance(640)).toEqual('640 m');
  });

  it('renders thousands with a comma separator', () => {
    expect(formatDistance(1234567)).toEqual('1,234.6 km');
  });
});
