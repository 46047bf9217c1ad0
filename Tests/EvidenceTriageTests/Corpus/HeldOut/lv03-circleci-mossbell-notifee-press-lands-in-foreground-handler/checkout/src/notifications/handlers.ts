import { Event, EventType } from '@notifee/react-native';
import { pendingRoute } from '../navigation/pendingRoute';
import { reminders } from '../care/reminders';

/**
 * Tapping a watering reminder while Mossbell is in the background should
 * open that plant. We stash the route here; App.tsx consumes it on resume.
 */
export async function handleBackgroundEvent({ type, detail }: Event): Promise<void> {
  const plantId = detail.notification?.data?.plantId;
  if (type === EventType.PRESS && plantId) {
    await pendingRoute.set({ screen: 'PlantDetail', params: { plantId: String(plantId) } });
  }
}

/** Foreground: only bookkeeping, the UI is already on screen. */
export function handleForegroundEvent({ type, detail }: Event): void {
  console.log('[notifee] foreground event', `type=${type}`, `id=${detail.notification?.id}`);
  if (type === EventType.DELIVERED && detail.notification?.id) {
    reminders.markDelivered(detail.notification.id);
  }
}
