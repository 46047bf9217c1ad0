import fs from 'fs';
import path from 'path';
import plist from 'plist';

// expo-background-task schedules a BGProcessingTask under this identifier.
const EXPO_BACKGROUND_TASK_ID = 'com.expo.modules.backgroundtask.processing';

type InfoPlist = {
  UIBackgroundModes?: string[];
  BGTaskSchedulerPermittedIdentifiers?: string[];
};

function readPlist(name: string): InfoPlist {
  const file = path.join(__dirname, '..', 'ios', 'Harbor', name);
  return plist.parse(fs.readFileSync(file, 'utf8')) as InfoPlist;
}

// Info.plist: Debug/Release. Info-preview.plist: the Preview configuration used for TestFlight.
describe.each(['Info.plist', 'Info-preview.plist'])('iOS %s', (name) => {
  it('advertises the background modes expo-background-task needs', () => {
    const info = readPlist(name);
    expect(info.UIBackgroundModes).toEqual(expect.arrayContaining(['fetch', 'processing']));
  });

  it('permits the expo-background-task identifier', () => {
    const info = readPlist(name);
    expect(info.BGTaskSchedulerPermittedIdentifiers ?? []).toContain(EXPO_BACKGROUND_TASK_ID);
  });
});
