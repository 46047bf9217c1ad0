import 'package:location/location.dart';

/// Finds the nearest trailhead to the user's current position.
class TrailheadLocator {
  TrailheadLocator([Location? location]) : _location = location ?? Location();

  final Location _location;

  Future<LocationData> currentPosition() async {
    await _location.changeSettings(accuracy: LocationAccuracy.high);
    // With "Precise" switched off iOS delivers one reduced-accuracy fix.
    return _location.getLocation();
  }
}
