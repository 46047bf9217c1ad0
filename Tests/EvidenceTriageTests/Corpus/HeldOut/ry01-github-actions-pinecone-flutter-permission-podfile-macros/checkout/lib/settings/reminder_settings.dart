import 'package:permission_handler/permission_handler.dart';

class ReminderSettings {
  Future<bool> enable() async {
    final status = await Permission.notification.request();
    if (status.isPermanentlyDenied) {
      await openAppSettings();
      return false;
    }
    return status.isGranted;
  }
}
