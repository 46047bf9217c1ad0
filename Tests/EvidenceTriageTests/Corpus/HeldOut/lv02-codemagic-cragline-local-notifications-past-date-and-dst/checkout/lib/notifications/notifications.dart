import 'package:flutter_local_notifications/flutter_local_notifications.dart';

final FlutterLocalNotificationsPlugin notifications =
    FlutterLocalNotificationsPlugin();

const hikeDetails = NotificationDetails(
  iOS: DarwinNotificationDetails(
    presentBanner: true,
    presentList: true,
    presentSound: true,
    threadIdentifier: 'hikes',
  ),
  android: AndroidNotificationDetails('hikes', 'Hike reminders'),
);

Future<void> initNotifications() async {
  await notifications.initialize(
    const InitializationSettings(
      iOS: DarwinInitializationSettings(
        requestAlertPermission: false,
        requestBadgePermission: false,
        requestSoundPermission: false,
      ),
      android: AndroidInitializationSettings('ic_stat_cragline'),
    ),
  );
}
