import 'dart:async';

import 'package:background_fetch/background_fetch.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:quaywise/background/fetch_setup.dart';
import 'package:quaywise/main.dart' as app;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background fetch', () {
    testWidgets('configure reports status available', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final status = await BackgroundFetch.status;
      expect(status, BackgroundFetch.STATUS_AVAILABLE);
    });

    testWidgets('delivers a fetch event within 90 s of start', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final fired = Completer<String>();
      FetchSetup.onEvent = (taskId) {
        if (!fired.isCompleted) fired.complete(taskId);
      };
      await BackgroundFetch.start();
      // The runner cannot background the app, so this waits for iOS to
      // hand the fetch task over on its own.
      final taskId = await fired.future.timeout(const Duration(seconds: 90));
      expect(taskId, 'com.transistorsoft.fetch');
    });
  });
}
