import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:hushlark/alarm/wake_chime.dart';
import 'package:hushlark/main.dart' as app;
import 'package:hushlark/playback/sleep_timer_controller.dart';
import 'package:integration_test/integration_test.dart';
import 'package:just_audio/just_audio.dart';

/// Test-only channel implemented in ios/Runner/AppDelegate.swift (DEBUG builds):
/// `sendToBackground` suspends the app exactly like pressing Home.
const _testSupport = MethodChannel('hushlark/test_support');

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background audio', () {
    testWidgets('keeps the rain loop playing after the app is backgrounded', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.text('Rain on tent'));
      await tester.pumpAndSettle();

      final player = app.debugLoopPlayer!;
      final before = player.position;
      await _testSupport.invokeMethod<void>('sendToBackground');
      await Future<void>.delayed(const Duration(seconds: 10));
      expect(player.playing, isTrue);
      expect(player.position - before, greaterThan(const Duration(seconds: 8)));
      await _testSupport.invokeMethod<void>('returnToForeground');
    });

    testWidgets('plays the wake chime after the sleep timer ends in the background', (tester) async {
      app.main();
      await tester.pumpAndSettle();

      final chime = WakeChime();
      final loop = AudioPlayer();
      await loop.setAsset('assets/audio/rain_tent.m4a');
      final controller = SleepTimerController(loop, chime);
      await controller.start(const Duration(seconds: 6), chimeAfter: const Duration(seconds: 3));
      await _testSupport.invokeMethod<void>('sendToBackground');

      // Fades out after 6 s, deactivates the session, chimes 3 s later.
      await controller.finished.timeout(const Duration(seconds: 20));
      expect(chime.rang, isTrue, reason: 'the chime must ring while the app is in the background');
      await _testSupport.invokeMethod<void>('returnToForeground');
    });
  });
}
