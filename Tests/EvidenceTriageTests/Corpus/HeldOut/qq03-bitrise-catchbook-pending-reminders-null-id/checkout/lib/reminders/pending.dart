import 'package:flutter_local_notifications/flutter_local_notifications.dart';

Future<List<Map<String, Object?>>> listPendingReminders(FlutterLocalNotificationsPlugin plugin) async {
  final pending = await plugin.pendingNotificationRequests();
  return pending
      .map((p) => {'id': p.id, 'title': p.title, 'payload': p.payload})
      .toList();
}
