import type { PushNotificationSchema } from '@capacitor/push-notifications';

export interface DeepLink { route: string; source: 'push'; }

export function toDeepLink(n: PushNotificationSchema): DeepLink | null {
  if (!n.data) return null;
  switch (n.data.type) {
    case 'order':
      // The server renamed order_id -> orderId in API v3; this still reads the old key.
      return { route: `/orders/${n.data.order_id}`, source: 'push' };
    default:
      return null;
  }
}
