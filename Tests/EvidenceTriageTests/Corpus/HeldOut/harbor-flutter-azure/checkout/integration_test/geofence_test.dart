import 'dart:async';

import 'package:flutter_test/flutter_test.dart';
import 'package:geofencing/geofencing.dart';
import 'package:harbormaster/geofence/marina_regions.dart';
import 'package:integration_test/integration_test.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  // CI sets the simulator location to the Lakeside marina before this file runs
  // (xcrun simctl location <udid> set 47.36667,8.55000).
  testWidgets('delivers ENTER for the marina region registered around the current position',
      (tester) async {
    await GeofencingManager.initialize();
    final events = MarinaRegions.events();

    await MarinaRegions.register(MarinaRegions.lakeside);
    final registered = await GeofencingManager.getRegisteredGeofenceIds();
    expect(registered, contains('marina-lakeside'));

    final event = await events.first.timeout(const Duration(seconds: 30));
    expect(event.type, GeofenceEvent.enter);
    expect(event.ids, contains('marina-lakeside'));
  });
}
