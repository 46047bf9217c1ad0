import AsyncStorage from '@react-native-async-storage/async-storage';
import notifee, { Event, EventType } from '@notifee/react-native';

const DELIVERED_KEY = 'reminders.deliveredCount';

export async function handleNotifeeEvent({ type, detail }: Event): Promise<void> {
  switch (type) {
    case EventType.DELIVERED: {
      const count = Number((await AsyncStorage.getItem(DELIVERED_KEY)) ?? '0') + 1;
      await AsyncStorage.setItem(DELIVERED_KEY, String(count));
      console.log(`[reminders] DELIVERED ${detail.notification?.id} count=${count}`);
      break;
    }
    case EventType.ACTION_PRESS:
      if (detail.pressAction?.id === 'mark-taken' && detail.notification?.id) {
        await AsyncStorage.setItem(`dose.taken.${detail.notification.id}`, new Date().toISOString());
      }
      break;
    default:
      break;
  }
}

/** Called from index.js before AppRegistry.registerComponent. */
export function registerBackgroundHandler(): void {
  notifee.onBackgroundEvent(handleNotifeeEvent);
  console.log('[reminders] notifee.onBackgroundEvent registered (index.js)');
}

export async function deliveredCount(): Promise<number> {
  return Number((await AsyncStorage.getItem(DELIVERED_KEY)) ?? '0');
}
