import * as Notifications from 'expo-notifications';
import { Platform } from 'react-native';

export const DIGEST_CHANNEL_ID = 'reading-digest';

/**
 * Creates the channel the nightly digest posts to (Android) and configures the
 * foreground presentation used on both platforms.
 */
export async function ensureDigestChannel(): Promise<string> {
  Notifications.setNotificationHandler({
    handleNotification: async () => ({
      shouldShowAlert: true,
      shouldPlaySound: false,
      shouldSetBadge: true,
    }),
  });
  if (Platform.OS === 'android') {
    await Notifications.setNotificationChannelAsync(DIGEST_CHANNEL_ID, {
      name: 'Reading digest',
      importance: Notifications.AndroidImportance.DEFAULT,
    });
  }
  return DIGEST_CHANNEL_ID;
}
