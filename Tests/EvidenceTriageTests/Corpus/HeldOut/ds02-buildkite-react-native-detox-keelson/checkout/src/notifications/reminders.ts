import PushNotificationIOS from '@react-native-community/push-notification-ios';

import { toast } from '../ui/toast';

export function listenForReminders(): () => void {
  const onLocal = (n: { getTitle(): string | null; getMessage(): string | object }) => {
    toast.show({ id: 'reminder-toast', title: n.getTitle() ?? 'Reminder', body: String(n.getMessage()) });
  };
  PushNotificationIOS.addEventListener('localNotification', onLocal);
  return () => PushNotificationIOS.removeEventListener('localNotification');
}

export function remindIn(seconds: number, title: string, body: string): void {
  PushNotificationIOS.addNotificationRequest({
    id: `reminder-${Date.now()}`,
    title,
    body,
    fireDate: new Date(Date.now() + seconds * 1000),
  });
}
