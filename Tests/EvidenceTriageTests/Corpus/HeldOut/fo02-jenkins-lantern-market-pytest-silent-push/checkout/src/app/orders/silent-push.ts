import { Capacitor } from '@capacitor/core';
import { OrdersStore } from './orders.store';

/**
 * Native side posts LanternSilentPush (see ios/App/App/AppDelegate.swift); the bridge
 * forwards it here as a window event while the app is in the background.
 */
export function listenForSilentOrderPushes(store: OrdersStore): void {
  if (!Capacitor.isNativePlatform()) return;
  window.addEventListener('lanternSilentPush', async (ev: Event) => {
    const detail = (ev as CustomEvent).detail as { kind?: string; orderId?: string };
    if (detail.kind !== 'orders.changed') return;
    await store.refresh();
    store.flagUpdated(detail.orderId ?? '');   // renders the "Orders updated" banner on next foreground
  });
}
