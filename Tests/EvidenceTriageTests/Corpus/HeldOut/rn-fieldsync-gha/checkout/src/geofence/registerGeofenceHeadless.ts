import BackgroundGeolocation from '@mauron85/react-native-background-geolocation';
import { recordGeofenceEvent } from './geofenceStore';
import { showOfflineAlert } from '../notifications/offlineAlert';

/**
 * Registers the handler that runs when the OS wakes the app for a geofence
 * transition while the JS UI is not mounted ("offline alerts").
 */
export async function enableOfflineAlerts(): Promise<void> {
  // TODO(FS-412): the headless task only exists in the Android native module.
  BackgroundGeolocation.headlessTask(async (event) => {
    if (event.name === 'geofence') {
      await recordGeofenceEvent(event.params);
      await showOfflineAlert(event.params);
    }
  });

  await BackgroundGeolocation.configure({
    stopOnTerminate: false,
    startOnBoot: true,
    notificationsEnabled: false,
  });
}
