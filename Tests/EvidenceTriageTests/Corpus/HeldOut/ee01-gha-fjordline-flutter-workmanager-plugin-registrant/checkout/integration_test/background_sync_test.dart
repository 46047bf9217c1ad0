import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:workmanager/workmanager.dart';

import 'package:fjordline/background/callback_dispatcher.dart';
import 'package:fjordline/main.dart' as app;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('app starts on the home tab', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    expect(find.text('Departures'), findsOneWidget);
  });

  testWidgets('one-off sync stores last sync stamp', (tester) async {
    final prefs = SharedPreferencesAsync();
    await prefs.remove(lastSyncStampKey);

    await Workmanager().initialize(callbackDispatcher);
    await Workmanager().registerOneOffTask(oneOffSyncTask, oneOffSyncTask);

    // One-off tasks run immediately on iOS (beginBackgroundTask), so poll
    // for the stamp the background isolate writes.
    String? stamp;
    for (var i = 0; i < 20 && stamp == null; i++) {
      await tester.runAsync(() => Future.delayed(const Duration(seconds: 1)));
      stamp = await prefs.getString(lastSyncStampKey);
    }
    expect(stamp, isNotNull,
        reason: 'one-off task never stored $lastSyncStampKey');
  });
}
