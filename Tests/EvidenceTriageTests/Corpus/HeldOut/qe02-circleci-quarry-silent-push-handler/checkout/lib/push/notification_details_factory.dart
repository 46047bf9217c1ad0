import 'package:flutter_local_notifications/flutter_local_notifications.dart';

class NotificationDetailsFactory {
  /// Reminders fired while the app is open should not pop a banner or play a sound.
  static NotificationDetails foregroundQuiet() {
    return const NotificationDetails(
      iOS: DarwinNotificationDetails(
        presentAlert: false,
        presentSound: false,
        presentBadge: true,
      ),
    );
  }
}
