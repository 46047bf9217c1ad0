import 'dart:async';
import 'dart:isolate';
import 'dart:ui';

import 'package:geofencing/geofencing.dart';

class MarinaEvent {
  MarinaEvent(this.ids, this.type);
  final List<String> ids;
  final GeofenceEvent type;
}

class MarinaRegions {
  static final lakeside = GeofenceRegion(
    'marina-lakeside',
    47.36667,
    8.55000,
    200,
    const [GeofenceEvent.enter, GeofenceEvent.exit],
    androidSettings: const AndroidGeofencingSettings(),
  );

  static const _portName = 'marina_geofence_port';
  static final _port = ReceivePort();

  static Stream<MarinaEvent> events() {
    IsolateNameServer.removePortNameMapping(_portName);
    IsolateNameServer.registerPortWithName(_port.sendPort, _portName);
    return _port.cast<List<Object?>>().map(
        (m) => MarinaEvent((m[0]! as List).cast<String>(), GeofenceEvent.values[m[1]! as int]));
  }

  static Future<void> register(GeofenceRegion region) =>
      GeofencingManager.registerGeofence(region, _onGeofence);

  @pragma('vm:entry-point')
  static void _onGeofence(List<String> ids, Location location, GeofenceEvent event) {
    IsolateNameServer.lookupPortByName(_portName)?.send([ids, event.index]);
  }
}
