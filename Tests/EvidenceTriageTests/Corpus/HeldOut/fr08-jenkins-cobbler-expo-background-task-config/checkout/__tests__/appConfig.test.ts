import { execFileSync } from 'node:child_process';

// Resolves app.config.ts with all config plugins applied, the same way
// `npx expo prebuild` would, without writing the native project.
function introspect() {
  const out = execFileSync('npx', ['expo', 'config', '--type', 'introspect', '--json'], {
    encoding: 'utf8',
    env: { ...process.env, EXPO_NO_TELEMETRY: '1' },
  });
  return JSON.parse(out);
}

describe('app config', () => {
  const config = introspect();

  it('declares the processing background mode', () => {
    expect(config.ios.infoPlist.UIBackgroundModes).toContain('processing');
  });

  it('permits the background task identifier on iOS', () => {
    expect(config.ios.infoPlist.BGTaskSchedulerPermittedIdentifiers).toEqual(
      expect.arrayContaining(['com.expo.modules.backgroundtask.processing']),
    );
  });
});
