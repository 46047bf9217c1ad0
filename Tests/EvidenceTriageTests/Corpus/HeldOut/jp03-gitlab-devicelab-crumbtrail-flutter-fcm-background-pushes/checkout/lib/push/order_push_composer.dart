/// Builds the FCM HTTP v1 request body the order service sends when an
/// order changes state. Shared with tool/push_relay (used by the device lab)
/// so CI sends byte-for-byte what production sends.
Map<String, dynamic> composeOrderStatusPush({
  required String token,
  required String orderId,
  required int status,
}) {
  return {
    'message': {
      'token': token,
      // CT-877: order fields moved under apns.payload so the iOS payload stays
      // "pure APNs"; the Android variant is built in order_push_android.dart.
      'apns': {
        'headers': {'apns-priority': '5', 'apns-push-type': 'background'},
        'payload': {
          'aps': {'content-available': 1},
          'order': {'id': orderId, 'status': status},
        },
      },
    },
  };
}
