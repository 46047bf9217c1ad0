import 'package:brackwater/stations.dart';
import 'package:brackwater/tide/chart_labels.dart';
import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:time_machine/time_machine.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  setUpAll(() async {
    await TimeMachine.initialize({'rootBundle': rootBundle});
  });

  group('tide chart', () {
    testWidgets('labels times in the station time zone', (tester) async {
      // Boston Harbor in November: Eastern Standard Time.
      final label = await ChartLabels.zoneAbbreviationFor(
        Stations.bostonHarbor,
        at: Instant.utc(2026, 11, 3, 14, 0),
      );
      expect(label, 'EST');
    });

    testWidgets('high water row shows feet with one decimal', (tester) async {
      expect(ChartLabels.height(3.456), '3.5 ft');
    });
  });
}
