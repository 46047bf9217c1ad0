import 'package:permission_handler/permission_handler.dart';

/// Asks for the permissions a feature needs and reports what the user (or the
/// OS) decided. Geofenced check-ins need "Always" location because the fence
/// fires while the app is suspended.
class PermissionGate {
  const PermissionGate();

  Future<PermissionStatus> ensureAlwaysLocation() async {
    final whenInUse = await Permission.locationWhenInUse.request();
    if (!whenInUse.isGranted) return whenInUse;
    return Permission.locationAlways.request();
  }

  Future<PermissionStatus> ensureCamera() => Permission.camera.request();
}
