import 'package:flutter_local_notifications/flutter_local_notifications.dart';

import '../compose/draft_queue.dart';

/// Wires local notifications for the "Reply" action shown on new-mail alerts.
class NotificationSetup {
  NotificationSetup(this._drafts);

  final DraftQueue _drafts;
  final FlutterLocalNotificationsPlugin plugin = FlutterLocalNotificationsPlugin();

  Future<void> init() async {
    const darwin = DarwinInitializationSettings(
      requestAlertPermission: false,
      notificationCategories: [
        DarwinNotificationCategory(
          'new_mail',
          actions: [
            DarwinNotificationAction.text('reply', 'Reply', buttonTitle: 'Send'),
          ],
        ),
      ],
    );

    await plugin.initialize(
      const InitializationSettings(iOS: darwin),
      onDidReceiveNotificationResponse: _onForegroundResponse,
      // Reply from the lock screen runs in a background isolate; the handler
      // closes over this instance so it can reach the draft queue.
      onDidReceiveBackgroundNotificationResponse: (response) => _onBackgroundResponse(response),
    );
  }

  void _onForegroundResponse(NotificationResponse response) {
    _drafts.enqueueReply(response.payload ?? '', response.input ?? '');
  }

  void _onBackgroundResponse(NotificationResponse response) {
    _drafts.enqueueReply(response.payload ?? '', response.input ?? '');
  }
}
