import 'dart:async';
import 'package:flutter/widgets.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:tidemark/main.dart' as app;
import 'package:tidemark/push/background_handler.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Background sync', () {
    testWidgets('silent push wakes the background handler', (tester) async {
      final called = Completer<void>();
      BackgroundHandlerProbe.onHandled = (message) {
        if (message.data['kind'] == 'tide-sync') called.complete();
      };
      app.main();
      await tester.pumpAndSettle();

      // Send the app to the background; tool/ci/push_when_ready.sh watches for the next
      // line and runs `xcrun simctl push` with build/silent-sync.apns.
      tester.binding.handleAppLifecycleStateChanged(AppLifecycleState.paused);
      debugPrint('[Tidemark] background sync: app sent to background, waiting for silent push (30s)');

      // The simulator delivers simctl pushes; a data-only push only reaches
      // onBackgroundMessage when aps has content-available: 1.
      await called.future.timeout(const Duration(seconds: 30),
          onTimeout: () => throw TimeoutException('background handler was not called'));
    });

    testWidgets('foreground message updates the station card', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await BackgroundHandlerProbe.deliverForeground({'kind': 'tide-sync', 'station': '9414290'});
      await tester.pumpAndSettle();
      expect(find.textContaining('9414290'), findsOneWidget);
    });
  });
}
