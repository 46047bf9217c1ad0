import 'package:flutter_local_notifications/flutter_local_notifications.dart';

class ReminderService {
  ReminderService._();
  static final instance = ReminderService._();
  final _plugin = FlutterLocalNotificationsPlugin();
  Future<bool>? lastRequest;

  Future<bool> optIn() {
    lastRequest = _plugin
        .resolvePlatformSpecificImplementation<IOSFlutterLocalNotificationsPlugin>()!
        .requestPermissions(alert: true, badge: true, sound: true)
        .then((granted) => granted ?? false);
    return lastRequest!;
  }
}
