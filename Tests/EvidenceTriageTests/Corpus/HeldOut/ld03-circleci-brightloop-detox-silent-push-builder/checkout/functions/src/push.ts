import type { messaging } from 'firebase-admin';

/** Builds the FCM message the inbox service sends when new mail arrives. */
export function buildSilentPush(token: string, inboxId: string): messaging.Message {
  return {
    token,
    data: { inboxId, kind: 'inbox-refresh', contentAvailable: 'true' },
    // BUG: contentAvailable in `data` is just another string key; iOS needs
    // apns.payload.aps.contentAvailable (content-available: 1 on the wire).
    apns: { headers: { 'apns-priority': '5', 'apns-push-type': 'background' }, payload: { aps: {} } },
  };
}
