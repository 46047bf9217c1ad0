import 'package:flutter_local_notifications/flutter_local_notifications.dart';

import '../routing/router.dart';

final _plugin = FlutterLocalNotificationsPlugin();

Future<void> initReminders() async {
  const darwin = DarwinInitializationSettings(
    requestAlertPermission: false,
    requestBadgePermission: false,
    requestSoundPermission: false,
  );
  await _plugin.initialize(
    const InitializationSettings(iOS: darwin),
    onDidReceiveNotificationResponse: (response) {
      final habitId = response.payload;
      if (habitId != null) appRouter.go('/habits/$habitId');
    },
  );
}

Future<void> showReminderNow(String habitId, String title) =>
    _plugin.show(habitId.hashCode, title, 'Time for your habit', const NotificationDetails(), payload: habitId);
