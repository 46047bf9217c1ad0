import 'package:geofencing/geofencing.dart';

/// Fires a reminder when the user arrives at a saved place. Geofence events are
/// delivered to [geofenceTriggered] in a background isolate that the geofencing
/// plugin starts itself (also when iOS relaunches the app for a region event).
class GeofenceService {
  Future<void> initialize() => GeofencingManager.initialize();

  Future<void> armHome({required double latitude, required double longitude, required double radiusMeters}) {
    final region = GeofenceRegion(
      'home',
      latitude,
      longitude,
      radiusMeters,
      <GeofenceEvent>[GeofenceEvent.enter],
      androidSettings: AndroidGeofencingSettings(initialTrigger: <GeofenceEvent>[GeofenceEvent.enter]),
    );
    return GeofencingManager.registerGeofence(region, geofenceTriggered);
  }

  Future<void> disarm(String id) => GeofencingManager.removeGeofenceById(id);

  Future<List<String>> registeredIds() => GeofencingManager.getRegisteredGeofenceIds();
}

@pragma('vm:entry-point')
Future<void> geofenceTriggered(List<String> ids, Location location, GeofenceEvent event) async {
  // look up the errands for these places and post a local notification (omitted)
}
