import * as Location from 'expo-location';
import * as TaskManager from 'expo-task-manager';

import { appendPoints } from './tripStore';

export const TRIP_LOCATION_TASK = 'switchback.trip-location';

TaskManager.defineTask<{ locations: Location.LocationObject[] }>(TRIP_LOCATION_TASK, async ({ data, error }) => {
  if (error || !data) return;
  await appendPoints(data.locations);
});

/**
 * Starts background location updates for the active trip. On iOS this
 * needs `location` in UIBackgroundModes of the built app; expo-location
 * adds it at prebuild only when isIosBackgroundLocationEnabled is true.
 */
export async function startRecording() {
  const { status } = await Location.requestBackgroundPermissionsAsync();
  if (status !== 'granted') throw new Error('Location permission "Always" is required');
  await Location.startLocationUpdatesAsync(TRIP_LOCATION_TASK, {
    accuracy: Location.Accuracy.BestForNavigation,
    distanceInterval: 15,
    showsBackgroundLocationIndicator: true,
    pausesUpdatesAutomatically: false,
    activityType: Location.ActivityType.Fitness,
  });
}
