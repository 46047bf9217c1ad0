import 'dart:async';

import 'package:background_fetch/background_fetch.dart';
import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:gustmeter/fetch/fetch_setup.dart';
import 'package:gustmeter/fetch/on_background_fetch.dart';
import 'package:gustmeter/weather/forecast_client.dart';
import 'package:gustmeter/weather/wind_chill.dart';
import 'package:integration_test/integration_test.dart';

class _FailingClient implements ForecastClient {
  @override
  Future<Forecast> latest() async => throw ForecastUnavailable('HTTP 503');
}

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();
  final events = StreamController<String>.broadcast();

  setUpAll(() async {
    await BackgroundFetch.configure(
      BackgroundFetchConfig(minimumFetchInterval: 15, stopOnTerminate: false),
      (taskId) { events.add(taskId); BackgroundFetch.finish(taskId); },
      (taskId) => BackgroundFetch.finish(taskId),
    );
  });

  testWidgets('wind chill label uses fahrenheit for us locale', (tester) async {
    expect(windChillLabel(-2, 30, 'en_US'), '16°F');
  });

  testWidgets('fetch callback finishes task when forecast request fails', (tester) async {
    final finished = <String>[];
    await onBackgroundFetch('com.transistorsoft.fetch', client: _FailingClient(), finish: finished.add);
    expect(finished, contains('com.transistorsoft.fetch'));
  });

  testWidgets('fetch event arrives within 16 minutes of configure', (tester) async {
    final id = await events.stream
        .firstWhere((t) => t == 'com.transistorsoft.fetch')
        .timeout(const Duration(minutes: 16));
    expect(id, 'com.transistorsoft.fetch');
  });

  testWidgets('forecast scheduleTask fires after one minute delay', (tester) async {
    await scheduleForecastRefresh();
    final id = await events.stream
        .firstWhere((t) => t == forecastTaskId)
        .timeout(const Duration(minutes: 5));
    expect(id, forecastTaskId);
  });

  testWidgets('marine tides task can be scheduled', (tester) async {
    await expectLater(scheduleTidesRefresh(), completes);
  });
}
