import 'package:fernwood/background/background_sync.dart';
import 'package:fernwood/main.dart' as app;
import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background sync', () {
    testWidgets('schedules the journal refresh when the app starts', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      expect(find.text('Journal'), findsOneWidget);
    });

    testWidgets('delivers a journal sync within 90 seconds of backgrounding', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await BackgroundSync.schedule();

      // Tell the framework we went to the background; iOS should then run the refresh.
      await tester.binding.defaultBinaryMessenger.handlePlatformMessage(
          'flutter/lifecycle', const StringCodec().encodeMessage('AppLifecycleState.paused'), (_) {});

      DateTime? synced;
      final deadline = DateTime.now().add(const Duration(seconds: 90));
      while (synced == null && DateTime.now().isBefore(deadline)) {
        await Future<void>.delayed(const Duration(seconds: 5));
        synced = await BackgroundSync.lastSyncAt();
      }
      expect(synced, isNotNull, reason: 'last journal sync after backgrounding');
    });
  });
}
