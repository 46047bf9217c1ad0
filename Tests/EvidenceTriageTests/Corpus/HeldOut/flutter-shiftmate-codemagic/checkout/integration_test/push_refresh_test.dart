import 'dart:io';

import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';
import 'package:shiftmate/main.dart' as app;

import 'support/fixtures.dart';

/// tool/sim_push_server.dart runs on the CI host and forwards to
/// `xcrun simctl push booted app.shiftmate.ios <payload>`.
Future<void> sendSilentSwapPush() async {
  final client = HttpClient();
  final req = await client.postUrl(Uri.parse('http://127.0.0.1:8787/push/swap-offers'));
  final res = await req.close();
  expect(res.statusCode, 200);
  client.close();
}

void main() {
  patrolTest('registers an fcm token', ($) async {
    await app.main(environment: AppEnvironment.integration);
    await signInAsFixtureUser($);
    expect($(#pushStatus).text, 'Push: registered');
  });

  patrolTest('applies a data only message while backgrounded', ($) async {
    await app.main(environment: AppEnvironment.integration);
    await signInAsFixtureUser($);

    await $.native.pressHome();
    await sendSilentSwapPush();
    // The background handler writes the swap count to shared prefs.
    await Future<void>.delayed(const Duration(seconds: 45));
    await $.native.openApp();
    await $.pumpAndSettle();

    expect($(#swapBadge).text, '3 open swaps');
  });
}
