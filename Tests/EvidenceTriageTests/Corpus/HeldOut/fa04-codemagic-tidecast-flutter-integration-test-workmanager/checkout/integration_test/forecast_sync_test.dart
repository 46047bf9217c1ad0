import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:workmanager/workmanager.dart';

import 'package:tidecast/background/callback_dispatcher.dart';
import 'package:tidecast/data/forecast_store.dart';
import 'package:tidecast/data/tide_api.dart';
import 'package:tidecast/main.dart' as app;

const station = '9447130';

Future<T?> pollFor<T>(Future<T?> Function() probe, {Duration timeout = const Duration(seconds: 45)}) async {
  final deadline = DateTime.now().add(timeout);
  while (DateTime.now().isBefore(deadline)) {
    final value = await probe();
    if (value != null) return value;
    await Future<void>.delayed(const Duration(seconds: 1));
  }
  return null;
}

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('app starts on the tide chart', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    expect(find.byKey(const ValueKey('tide-chart')), findsOneWidget);
  });

  testWidgets('one-off forecast sync caches the forecast', (tester) async {
    await Workmanager().initialize(callbackDispatcher, isInDebugMode: true);
    await Workmanager().registerOneOffTask('forecast-e2e', forecastSyncTask, inputData: {'station': station});

    final store = await ForecastStore.open();
    final cached = await pollFor(() => store.cachedForecast(station));

    expect(cached, isNotNull, reason: 'cached forecast after the one-off task');
  });

  testWidgets('forecast sync keeps saved tide alerts when run twice', (tester) async {
    final store = await ForecastStore.open(name: 'alerts_e2e.db');
    final api = TideApi.fake();
    await store.saveForecast(await api.fetchForecast(station));
    await store.addAlert(station, 2.4);
    await store.addAlert(station, 3.1);

    await store.saveForecast(await api.fetchForecast(station));

    expect(await store.alertsFor(station), hasLength(2));
  });
}
