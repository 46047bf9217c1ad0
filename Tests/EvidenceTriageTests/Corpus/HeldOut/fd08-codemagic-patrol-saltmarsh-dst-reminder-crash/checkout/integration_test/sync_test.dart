import 'dart:async';

import 'package:patrol/patrol.dart';
import 'package:saltmarsh/background/tide_fetch.dart';
import 'package:saltmarsh/main.dart' as app;

void main() {
  group('background sync', () {
    patrolTest('runs the tide fetch within a minute of backgrounding', ($) async {
      await app.main();
      await $.pumpAndSettle();
      final fired = Completer<String>();
      TideFetch.onEvent = fired.complete;

      await TideFetch.start();          // configure + scheduleTask(delay: 0)
      await $.native.pressHome();
      print('[Sync] waiting for background fetch (timeout 60 s)');
      final taskId = await fired.future.timeout(const Duration(seconds: 60),
          onTimeout: () {
        print('[Sync] no fetch event after 60 s');
        throw TimeoutException('Future not completed', const Duration(seconds: 60));
      });
      expect(taskId, 'com.saltmarsh.app.tides');
    });

    patrolTest('manual refresh updates the tide card', ($) async {
      await app.main();
      await $(#refreshButton).tap();
      await $('High tide').waitUntilVisible();
    });
  });
}
