import 'dart:async';

import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:tidewater/background/tide_refresh.dart';
import 'package:tidewater/main.dart' as app;
import 'package:tidewater/stations/station_store.dart';
import 'package:tidewater/tides/alert_store.dart';
import 'package:tidewater/tides/tide_format.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background refresh', () {
    testWidgets('registers periodic tide refresh on launch', (tester) async {
      app.main();
      await tester.pumpAndSettle();

      // Throws PlatformException if BGTaskScheduler refuses the request.
      await TideRefresh.instance.schedulePeriodic();

      expect(TideRefresh.instance.lastScheduleError, isNull);
    });

    testWidgets('posts high tide alert after background refresh',
        (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await TideRefresh.instance.ensureScheduled();

      // Give iOS time to run the BGAppRefreshTask and post the alert.
      final deadline = DateTime.now().add(const Duration(seconds: 120));
      while (AlertStore.instance.latest == null) {
        if (DateTime.now().isAfter(deadline)) {
          throw TimeoutException(
              'no tide alert — background refresh never ran',
              const Duration(seconds: 120));
        }
        await tester.pump(const Duration(seconds: 2));
      }
      expect(AlertStore.instance.latest!.kind, AlertKind.highTide);
    });
  });

  group('tide formatting', () {
    test('formats height in feet with one decimal', () {
      expect(formatHeightFeet(4.25), '4.3 ft');
      expect(formatHeightFeet(-0.04), '0.0 ft');
    });

    test('formats time until next tide', () {
      expect(formatUntil(const Duration(hours: 2, minutes: 5)), 'in 2h 05m');
    });
  });

  group('stations', () {
    testWidgets('picker remembers last station', (tester) async {
      SharedPreferences.setMockInitialValues({});
      await StationStore.instance.select('9414806'); // Sausalito
      await StationStore.instance.reload();
      expect(StationStore.instance.current.name, 'Sausalito');
    });

    test('lists stations sorted by distance', () async {
      final list = await StationStore.instance.nearby(37.80, -122.47);
      expect(list.first.id, '9414290');
    });
  });
}
