import fs from 'fs';
import path from 'path';
import plist from 'plist';

const infoPlist = plist.parse(
  fs.readFileSync(path.join(__dirname, '../../ios/Ferncast/Info.plist'), 'utf8'),
) as Record<string, unknown>;

describe('iOS Info.plist', () => {
  it('enables the fetch background mode', () => {
    expect(infoPlist.UIBackgroundModes).toEqual(expect.arrayContaining(['fetch']));
  });

  it('permits the react-native-background-fetch task identifier', () => {
    expect(infoPlist.BGTaskSchedulerPermittedIdentifiers).toEqual(
      expect.arrayContaining(['com.transistorsoft.fetch']),
    );
  });
});
