import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:workmanager/workmanager.dart';
import 'package:tidewatch/refresh/tide_refresh.dart';
import 'package:tidewatch/refresh/callback_dispatcher.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  late TideRefresh refresh;

  setUpAll(() async {
    await Workmanager().initialize(callbackDispatcher);
    refresh = TideRefresh(Workmanager());
  });

  group('TideRefresh', () {
    testWidgets('processing refresh runs within 30 seconds of scheduling', (tester) async {
      final prefs = await SharedPreferences.getInstance();
      await prefs.remove('last_tide_refresh');

      await refresh.scheduleProcessingRefresh(
          test: 'TideRefresh/processing refresh runs within 30 seconds of scheduling');

      final deadline = DateTime.now().add(const Duration(seconds: 30));
      while (DateTime.now().isBefore(deadline)) {
        await prefs.reload();
        if (prefs.getString('last_tide_refresh') != null) break;
        await tester.runAsync(() => Future<void>.delayed(const Duration(seconds: 1)));
      }
      expect(prefs.getString('last_tide_refresh'), isNotNull,
          reason: 'the BGProcessingTask should have run within 30 s');
    });

    testWidgets('hourly refresh is scheduled as a periodic task', (tester) async {
      await refresh.scheduleHourlyRefresh(
          test: 'TideRefresh/hourly refresh is scheduled as a periodic task');
    });

    testWidgets('cancelAll clears scheduled refreshes', (tester) async {
      await Workmanager().cancelAll();
    });
  });
}
