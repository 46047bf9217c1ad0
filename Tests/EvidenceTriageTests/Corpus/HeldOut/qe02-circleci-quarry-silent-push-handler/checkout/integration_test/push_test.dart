import 'dart:async';

import 'package:firebase_core/firebase_core.dart';
import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:flutter/foundation.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:quarry/push/background_handler.dart';
import 'package:quarry/push/notification_details_factory.dart';
import 'package:shared_preferences/shared_preferences.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  setUpAll(() async {
    await Firebase.initializeApp();
    FirebaseMessaging.onBackgroundMessage(quarryBackgroundHandler);
  });

  testWidgets('silentPushRunsBackgroundHandler', (tester) async {
    final prefs = await SharedPreferences.getInstance();
    await prefs.remove(kLastBackgroundMessageKey);
    // ci/push_when_ready.sh waits for this line, then runs `xcrun simctl push`.
    debugPrint('[push-test] ready for silent push');

    final deadline = DateTime.now().add(const Duration(seconds: 45));
    String? handled;
    while (DateTime.now().isBefore(deadline)) {
      await prefs.reload();
      handled = prefs.getString(kLastBackgroundMessageKey);
      if (handled != null) break;
      await Future<void>.delayed(const Duration(seconds: 1));
    }
    expect(handled, isNotNull, reason: 'background handler did not record the silent push');
  });

  testWidgets('foregroundReminderSuppressesBanner', (tester) async {
    final details = NotificationDetailsFactory.foregroundQuiet();
    expect(details.iOS!.presentBanner, isFalse);
    expect(details.iOS!.presentSound, isFalse);
  });
}
