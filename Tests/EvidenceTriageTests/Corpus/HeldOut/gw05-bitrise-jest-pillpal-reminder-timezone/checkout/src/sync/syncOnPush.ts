import PushNotificationIOS, { PushNotification } from '@react-native-community/push-notification-ios';
import { syncDoses } from './syncDoses';

/** Handles a silent (content-available) push: sync, then tell iOS how it went. */
export async function syncOnPush(notification: PushNotification): Promise<void> {
  try {
    const changed = await syncDoses({ reason: 'push' });
    notification.finish(
      changed ? PushNotificationIOS.FetchResult.NewData : PushNotificationIOS.FetchResult.NoData,
    );
  } catch (error) {
    console.warn('[syncOnPush] sync failed', error);
    // TODO report the failure to iOS
  }
}
