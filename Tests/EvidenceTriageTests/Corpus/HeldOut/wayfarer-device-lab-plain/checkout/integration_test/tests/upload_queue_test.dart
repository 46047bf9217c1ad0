import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';
import 'package:wayfarer/main.dart' as app;

void main() {
  patrolTest('finishes upload after backgrounding', ($) async {
    await app.main();
    await $.pumpAndSettle();

    await app.uploadQueue.enqueueFixturePhotos(count: 14, sizeKb: 2400);
    await app.uploadQueue.start();
    await $.native.pressHome();

    // Give the queue time to drain while the app is in the background.
    await Future<void>.delayed(const Duration(seconds: 45));
    await $.native.openApp();
    await $.pumpAndSettle();

    expect(app.uploadQueue.pendingCount, 0);
  });
}
