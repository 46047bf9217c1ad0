import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:tidewatch/forecast/forecast.dart';
import 'package:tidewatch/forecast/forecast_cache.dart';
import 'package:tidewatch/tides/tide_chart.dart';

import 'fakes/sample_forecasts.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('ForecastCache', () {
    testWidgets('keeps previous forecast when refresh fails', (tester) async {
      SharedPreferences.setMockInitialValues({'forecast': sampleForecastJson});
      final cache = await ForecastCache.open();

      await expectLater(
        cache.refresh(() async => throw const ForecastUnavailable('503 from upstream')),
        throwsA(isA<ForecastUnavailable>()),
      );
      expect(cache.forecast, isNotNull, reason: 'a failed refresh must not drop the cached forecast');
    });

    testWidgets('returns cached forecast when offline', (tester) async {
      SharedPreferences.setMockInitialValues({'forecast': sampleForecastJson});
      final cache = await ForecastCache.open();
      expect(cache.forecast?.harbourId, 'GB-FAL');
    });
  });

  group('TideChart', () {
    testWidgets('labels low tide in harbour time zone', (tester) async {
      // Falmouth, 14 July: 03:12 UTC is 04:12 BST. Labels use the harbour's zone, not the phone's.
      final low = TideExtreme(isHigh: false, timeUtc: DateTime.utc(2026, 7, 14, 3, 12), harbourTz: 'Europe/London');
      expect(tideLabel(low), 'Low 04:12');
    });

    testWidgets('marks spring tides', (tester) async {
      expect(sampleForecast.extremes.where((e) => e.isSpring), isNotEmpty);
    });
  });
}
