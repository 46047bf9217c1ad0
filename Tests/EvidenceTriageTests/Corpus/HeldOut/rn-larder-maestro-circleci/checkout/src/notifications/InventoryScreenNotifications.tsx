import { useEffect } from 'react';
import notifee, { EventType } from '@notifee/react-native';
import { markItemUsed } from '../inventory/inventoryStore';

/**
 * Hooks notification actions ("Mark used", "Snooze") into the inventory.
 * Mounted by InventoryScreen.
 */
export function useInventoryNotificationActions(): void {
  useEffect(() => {
    const unsubscribe = notifee.onForegroundEvent(async ({ type, detail }) => {
      if (type === EventType.ACTION_PRESS && detail.pressAction?.id === 'mark-used') {
        await markItemUsed(detail.notification?.data?.itemId as string);
      }
    });

    // Actions pressed while the app is in the background.
    notifee.onBackgroundEvent(async ({ type, detail }) => {
      if (type === EventType.ACTION_PRESS && detail.pressAction?.id === 'mark-used') {
        await markItemUsed(detail.notification?.data?.itemId as string);
      }
    });

    return unsubscribe;
  }, []);
}
