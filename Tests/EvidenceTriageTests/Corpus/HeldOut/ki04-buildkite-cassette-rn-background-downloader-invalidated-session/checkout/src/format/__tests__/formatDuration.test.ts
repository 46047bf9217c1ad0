import { formatDuration } from '../formatDuration';

describe('formatDuration', () => {
  it('pads seconds', () => {
    expect(formatDuration(65)).toBe('1:05');
  });

  it('renders hours for episodes longer than 60 minutes', () => {
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
