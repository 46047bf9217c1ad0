import 'package:location_permissions/location_permissions.dart';

class VoyageTracker {
  final _permissions = LocationPermissions();

  /// Asks for "Always" location access. The simulator has location pre-granted
  /// by CI, so on a healthy build this returns granted without a prompt.
  Future<PermissionStatus> ensureAlwaysPermission() {
    return _permissions.requestPermissions(
      permissionLevel: LocationPermissionLevel.locationAlways,
    );
  }

  Future<bool> canTrackInBackground() async {
    final status = await _permissions.checkPermissionStatus(level: LocationPermissionLevel.locationAlways);
    return status == PermissionStatus.granted;
  }
}
