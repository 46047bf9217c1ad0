// lib/pickup/pickup_reminders.dart
import 'package:flutter_local_notifications/flutter_local_notifications.dart';

final _plugin = FlutterLocalNotificationsPlugin();

Future<void> initReminders() async {
  const darwin = DarwinInitializationSettings(
    requestAlertPermission: true,
    requestBadgePermission: true,
    requestSoundPermission: true,
  );
  await _plugin.initialize(
    const InitializationSettings(iOS: darwin),
    onDidReceiveNotificationResponse: (r) => openOrder(r.payload),
  );
}

Future<void> remindPickup(int orderId, Duration after) async {
  await _plugin.show(
    orderId,
    'Your order is ready',
    'Pick up order #$orderId at the counter',
    const NotificationDetails(iOS: DarwinNotificationDetails(presentAlert: true, presentBanner: true)),
    payload: 'order:$orderId',
  );
  print('reminder shown id=$orderId');
}

void openOrder(String? payload) {}
