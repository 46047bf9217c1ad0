import { NativeModules } from 'react-native';
import { syncSightings } from '../sync/syncSightings';

const { OspreyFetchBridge } = NativeModules;

export const RESULT = { NEW_DATA: 0, NO_DATA: 1, FAILED: 2 };

export async function onBackgroundFetch(taskId) {
  let result = RESULT.NO_DATA;
  try {
    const added = await syncSightings();
    result = added > 0 ? RESULT.NEW_DATA : RESULT.NO_DATA;
  } catch (e) {
    result = RESULT.FAILED;
  }
  OspreyFetchBridge.finish(taskId, result);
}
