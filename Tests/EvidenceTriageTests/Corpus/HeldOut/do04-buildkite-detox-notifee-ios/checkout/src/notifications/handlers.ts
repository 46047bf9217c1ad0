import notifee, { EventType } from '@notifee/react-native';
import { navigateToThread } from '../navigation/ref';
import { recordNotifeeEvent } from '../debug/notifeeEventLog';

notifee.onForegroundEvent(({ type, detail }) => {
  recordNotifeeEvent(type);
  if (type === EventType.PRESS || type === EventType.DELIVERED) {
    const threadId = detail.notification?.data?.threadId;
    if (threadId) navigateToThread(String(threadId));
  }
});

notifee.onBackgroundEvent(async ({ type }) => {
  recordNotifeeEvent(type);
});
