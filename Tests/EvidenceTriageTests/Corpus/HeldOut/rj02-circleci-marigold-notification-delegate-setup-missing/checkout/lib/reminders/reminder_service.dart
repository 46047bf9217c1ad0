import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:timezone/timezone.dart' as tz;

final _plugin = FlutterLocalNotificationsPlugin();

Future<void> initReminders(void Function(NotificationResponse) onTap) async {
  const darwin = DarwinInitializationSettings(
    requestAlertPermission: true,
    requestBadgePermission: true,
    requestSoundPermission: true,
  );
  await _plugin.initialize(
    const InitializationSettings(iOS: darwin),
    onDidReceiveNotificationResponse: onTap,
  );
}

Future<void> scheduleDose(int id, String title, tz.TZDateTime at) async {
  print('[Reminders] zonedSchedule id=$id at=$at');
  await _plugin.zonedSchedule(
    id, title, 'Time for your dose', at,
    const NotificationDetails(iOS: DarwinNotificationDetails(presentAlert: true, presentBanner: true)),
    androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
    uiLocalNotificationDateInterpretation: UILocalNotificationDateInterpretation.absoluteTime,
    payload: 'dose:$id',
  );
}
