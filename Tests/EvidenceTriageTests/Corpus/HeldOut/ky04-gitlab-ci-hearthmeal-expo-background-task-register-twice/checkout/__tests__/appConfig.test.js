import { getConfig } from 'expo/config';

describe('appConfig', () => {
  it('ios infoPlist lists the background task identifier', () => {
    const { exp } = getConfig(__dirname + '/..', { skipSDKVersionRequirement: true, isPublicConfig: false });
    const ids = exp.ios.infoPlist.BGTaskSchedulerPermittedIdentifiers ?? [];
    expect(ids).toContain('com.expo.modules.backgroundtask.processing');
  });
});
