import { Notifications } from 'react-native-notifications';

export async function enableReminders(): Promise<'on' | 'off'> {
  const before = await Notifications.ios.checkPermissions();
  console.log(`[push] permissions before request: ${JSON.stringify(before)}`);
  Notifications.registerRemoteNotifications();
  const granted = await new Promise<boolean>((resolve) => {
    Notifications.events().registerRemoteNotificationsRegistered(() => resolve(true));
    Notifications.events().registerRemoteNotificationsRegistrationDenied(() => resolve(false));
  });
  return granted ? 'on' : 'off';
}
