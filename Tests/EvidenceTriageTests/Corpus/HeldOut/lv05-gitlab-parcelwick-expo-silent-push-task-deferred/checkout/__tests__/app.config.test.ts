import { configFor } from '../app.config';

const profiles = ['development', 'e2e', 'preview', 'production'] as const;

describe('app.config', () => {
  it.each(profiles)('includes remote-notification in UIBackgroundModes for the %s profile', (profile) => {
    const config = configFor(profile);
    expect(config.ios?.infoPlist?.UIBackgroundModes).toContain('remote-notification');
  });

  it('uses a distinct bundle identifier per non-production profile', () => {
    const ids = profiles.map((p) => configFor(p).ios?.bundleIdentifier);
    expect(new Set(ids).size).toBe(profiles.length);
  });
});
