import * as Location from 'expo-location';

import { LOCATION_TASK } from '../tasks/backgroundTasks';
import { log } from '../util/log';

export type StartResult = { ok: true } | { ok: false; reason: string };

export async function startTrip(): Promise<StartResult> {
  const fg = await Location.requestForegroundPermissionsAsync();
  if (fg.status !== 'granted') {
    return { ok: false, reason: 'foreground-permission' };
  }
  const bg = await Location.requestBackgroundPermissionsAsync();
  if (bg.status !== 'granted') {
    return { ok: false, reason: 'background-permission' };
  }
  try {
    await Location.startLocationUpdatesAsync(LOCATION_TASK, {
      accuracy: Location.Accuracy.BestForNavigation,
      distanceInterval: 15,
      activityType: Location.ActivityType.Fitness,
      pausesUpdatesAutomatically: false,
      showsBackgroundLocationIndicator: true,
    });
  } catch (e) {
    log.error('[TripRecorder] startLocationUpdatesAsync failed:', String(e));
    return { ok: false, reason: String(e) };
  }
  log.info('[TripRecorder] background location updates started');
  return { ok: true };
}
