import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';
import 'package:wayfarer/main.dart' as app;

import '../helpers/lab_backend.dart';

void main() {
  patrolTest('silent push refreshes itinerary', ($) async {
    await app.main();
    await $.pumpAndSettle();
    final before = app.itineraryStore.revision;

    await $.native.pressHome();
    // The lab backend bumps the itinerary and sends a background push
    // (apns-push-type: background, apns-priority: 5, content-available: 1).
    await LabBackend.bumpItineraryAndPush(tripId: 'trp-881');
    await Future<void>.delayed(const Duration(seconds: 20));
    await $.native.openApp();

    // Read before the foreground refresh kicks in.
    expect(app.itineraryStore.revisionFetchedInBackground, before + 1);
  });
}
