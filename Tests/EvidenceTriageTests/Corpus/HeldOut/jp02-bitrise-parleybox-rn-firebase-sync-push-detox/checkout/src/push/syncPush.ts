/**
 * Builds the FCM message the Parleybox backend sends when a conversation
 * changes. The same builder is used by functions/notifyInbox.ts and by the
 * e2e tests, so the device sees exactly what production sends.
 *
 * iOS contract: a sync push must be data-only with content-available so that
 * iOS wakes the app and messaging().setBackgroundMessageHandler runs.
 */
export type FcmMessage = {
  token: string;
  data: Record<string, string>;
  notification?: { title: string; body: string };
  apns: {
    headers: Record<string, string>;
    payload: { aps: Record<string, unknown> };
  };
};

export function buildSyncPush(messageId: string, token: string): FcmMessage {
  return {
    token,
    data: { type: 'inbox-sync', messageId },
    // PB-2231: Android users asked for a "Syncing…" heads-up while the inbox refreshes.
    notification: { title: 'Parleybox', body: 'Syncing your inbox…' },
    apns: {
      headers: { 'apns-push-type': 'background', 'apns-priority': '5' },
      payload: { aps: { 'content-available': 1 } },
    },
  };
}

/** What FCM hands to APNs for this message (used to drive `xcrun simctl push`). */
export function toApnsPayload(msg: FcmMessage, bundleId: string) {
  const aps: Record<string, unknown> = { ...msg.apns.payload.aps };
  if (msg.notification) {
    aps.alert = { title: msg.notification.title, body: msg.notification.body };
  }
  return {
    'Simulator Target Bundle': bundleId,
    aps,
    'gcm.message_id': `0:${Date.now()}%e2e`,
    ...msg.data,
  };
}
