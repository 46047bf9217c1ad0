import 'package:flutter/services.dart';
import 'package:permission_handler/permission_handler.dart';

import '../permissions/permission_gate.dart';

/// Arms a CLCircularRegion per saved trailhead (via the native
/// `fernhollow/geofences` channel) so a check-in reminder fires on arrival,
/// even with the app in the background (UIBackgroundModes: location).
class TrailheadFences {
  TrailheadFences({this.gate = const PermissionGate()});

  static const _channel = MethodChannel('fernhollow/geofences');
  final PermissionGate gate;

  Future<bool> arm(List<Trailhead> trailheads) async {
    final status = await gate.ensureAlwaysLocation();
    if (status != PermissionStatus.granted) return false;
    await _channel.invokeMethod<void>('arm', [
      for (final t in trailheads) {'id': t.id, 'lat': t.lat, 'lng': t.lng, 'radius': 150.0},
    ]);
    return true;
  }
}

class Trailhead {
  const Trailhead(this.id, this.lat, this.lng);
  final String id;
  final double lat;
  final double lng;
}
