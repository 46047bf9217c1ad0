import notifee, { Event, EventType } from '@notifee/react-native';
import { markThreadRead } from '../inbox/readState';

export async function handleNotifeeEvent({ type, detail }: Event): Promise<void> {
  if (type === EventType.ACTION_PRESS && detail.pressAction?.id === 'mark-read') {
    await markThreadRead(String(detail.notification?.data?.threadId));
  }
}

export function installNotificationHandlers() {
  notifee.onBackgroundEvent(handleNotifeeEvent);
  notifee.onForegroundEvent(handleNotifeeEvent);
}
