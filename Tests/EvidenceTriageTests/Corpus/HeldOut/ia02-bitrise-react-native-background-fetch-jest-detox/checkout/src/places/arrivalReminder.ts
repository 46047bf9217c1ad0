import BackgroundGeolocation from 'react-native-background-geolocation';

import {scheduleLocalReminder} from '../reminders/local';

export function onGeofence(event: {action: 'ENTER' | 'EXIT'; identifier: string}): boolean {
  if (event.action !== 'ENTER') {
    return false;
  }
  scheduleLocalReminder({placeId: event.identifier, inMinutes: 0});
  return true;
}

export function startArrivalReminders(): void {
  BackgroundGeolocation.onGeofence(onGeofence);
}
