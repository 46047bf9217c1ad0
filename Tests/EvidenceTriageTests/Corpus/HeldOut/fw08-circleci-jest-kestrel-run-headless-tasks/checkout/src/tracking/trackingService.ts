import BackgroundGeolocation from 'react-native-background-geolocation';

import { settings } from '../settings';

/** Starts GPS tracking for a run. ready() must resolve before start(). */
export async function startRunTracking(runId: string) {
  const state = await BackgroundGeolocation.ready({
    desiredAccuracy: BackgroundGeolocation.DESIRED_ACCURACY_HIGH,
    distanceFilter: settings.distanceFilterMeters,
    stopOnTerminate: false,
    startOnBoot: false,
    extras: { runId },
  });
  if (!state.enabled) {
    await BackgroundGeolocation.start();
  }
  return state;
}
