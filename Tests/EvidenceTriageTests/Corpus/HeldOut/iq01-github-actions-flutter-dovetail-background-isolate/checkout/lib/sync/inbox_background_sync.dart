import 'package:firebase_messaging/firebase_messaging.dart';

/// Unread counter shown on the Inbox tab badge.
class UnreadBadge {
  static int count = 0;
}

/// Registered with FirebaseMessaging.onBackgroundMessage in main().
/// firebase_messaging runs this in its own background isolate.
@pragma('vm:entry-point')
Future<void> inboxBackgroundHandler(RemoteMessage message) async {
  final added = int.tryParse(message.data['new_count'] ?? '') ?? 0;
  // Bump the badge so the Inbox tab is current when the user opens the app.
  UnreadBadge.count += added;
}
