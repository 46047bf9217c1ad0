import { MMKV } from 'react-native-mmkv';

// One instance for the whole app. On iOS react-native-mmkv places it in the App Group
// container when Info.plist has an `AppGroup` key, so the Notification Service
// Extension can read thread names and mute settings.
export const storage = new MMKV();

export function rememberThreadSender(threadId: string, name: string) {
  storage.set(`thread.${threadId}.sender`, name);
}

export function setMutedThreads(ids: string[]) {
  storage.set('muted.threads', JSON.stringify(ids));
}
