import appJson from '../app.json';

describe('ios background modes', () => {
  const modes: string[] = appJson.expo.ios.infoPlist.UIBackgroundModes;

  it('includes bluetooth-central for state restoration', () => {
    expect(modes).toContain('bluetooth-central');
  });
});
