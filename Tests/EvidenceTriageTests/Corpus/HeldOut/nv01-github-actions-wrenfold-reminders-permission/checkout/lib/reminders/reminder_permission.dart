import 'package:permission_handler/permission_handler.dart';

/// Thin wrapper so screens and tests share one place that asks the
/// platform for the notification permission.
class ReminderPermission {
  static Future<PermissionStatus> current() => Permission.notification.status;

  static Future<PermissionStatus> request() => Permission.notification.request();
}
