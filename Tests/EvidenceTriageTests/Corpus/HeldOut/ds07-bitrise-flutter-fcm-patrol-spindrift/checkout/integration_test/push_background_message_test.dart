import 'dart:io';

import 'package:http/http.dart' as http;
import 'package:patrol/patrol.dart';
import 'package:spindrift/main.dart' as app;
import 'package:spindrift/push/background_handler.dart';

void main() {
  patrolTest('data-only push reaches onBackgroundMessage while backgrounded', ($) async {
    app.main();
    await $.pumpAndSettle();
    final marker = File(await backgroundMarkerPath());
    if (marker.existsSync()) marker.deleteSync();

    await $.native.pressHome();
    // Host-side helper (ci/push-relay.sh) runs `xcrun simctl push booted net.spindrift.app`
    // with {"aps":{"content-available":1},"data":{"kind":"swell-update"}}.
    await http.post(Uri.parse('http://127.0.0.1:8791/push?payload=data-only-swell'));
    await Future<void>.delayed(const Duration(seconds: 30));
    await $.native.openApp();

    expect(marker.existsSync(), isTrue,
        reason: 'onBackgroundMessage did not run within 30 s of the push');
  });
}
