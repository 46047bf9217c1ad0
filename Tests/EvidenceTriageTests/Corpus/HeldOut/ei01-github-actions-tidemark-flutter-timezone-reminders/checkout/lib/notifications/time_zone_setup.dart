import 'package:flutter/services.dart';
import 'package:flutter_timezone/flutter_timezone.dart';
import 'package:timezone/data/latest.dart' as tz_data;
import 'package:timezone/timezone.dart' as tz;

/// Sets tz.local from the device's zone so that zonedSchedule() fires
/// reminders at wall-clock times. Called from main() and from the tests.
const String kFallbackZone = 'GMT';

Future<void> configureLocalTimeZone({String? overrideName}) async {
  tz_data.initializeTimeZones();
  String name;
  try {
    name = overrideName ?? await FlutterTimezone.getLocalTimezone();
  } on PlatformException {
    name = kFallbackZone;
  }
  final tz.Location location = tz.getLocation(name);
  tz.setLocalLocation(location);
}

/// Used when the platform reports a zone we cannot map.
Future<void> configureFallbackTimeZone() async {
  tz_data.initializeTimeZones();
  tz.setLocalLocation(tz.getLocation(kFallbackZone));
}
