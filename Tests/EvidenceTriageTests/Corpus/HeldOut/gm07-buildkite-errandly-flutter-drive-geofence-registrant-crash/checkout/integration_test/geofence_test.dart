import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:errandly/geofence/geofence_service.dart';
import 'package:errandly/main.dart' as app;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('geofence reminders', () {
    testWidgets('shows the location rationale before asking', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.text('Remind me at a place'));
      await tester.pumpAndSettle();
      expect(find.textContaining('Errandly uses your location in the background'), findsOneWidget);
    });

    testWidgets('arms a geofence around the saved home location', (tester) async {
      app.main();
      await tester.pumpAndSettle();

      final service = GeofenceService();
      await service.initialize(); // starts the plugin's headless background isolate
      await service.armHome(latitude: 59.9127, longitude: 10.7461, radiusMeters: 150);

      expect(await service.registeredIds(), contains('home'));
    });

    testWidgets('removes the geofence when the reminder is done', (tester) async {
      final service = GeofenceService();
      await service.initialize();
      await service.disarm('home');
      expect(await service.registeredIds(), isNot(contains('home')));
    });
  });
}
