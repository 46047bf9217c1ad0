import { formatVersion } from '../src/util/formatVersion';

describe('formatVersion', () => {
  it('shows the build number in debug builds', () => {
    expect(formatVersion('3.8.0', '412', false)).toBe('Version 3.8.0 (412)');
  });

  it('omits the build number in release builds', () => {
    expect(formatVersion('3.8.0', '412', true)).toBe('Version 3.8.0');
  });
});
