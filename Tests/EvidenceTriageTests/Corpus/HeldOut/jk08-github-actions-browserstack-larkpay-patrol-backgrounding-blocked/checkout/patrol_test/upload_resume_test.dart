import 'package:flutter_test/flutter_test.dart';
import 'package:larkpay/main.dart' as app;
import 'package:patrol/patrol.dart';

void main() {
  patrolTest('resumes receipt upload after returning from background', ($) async {
    app.main();
    await $.pumpAndSettle();
    await $(#attachReceipt).tap();
    await $('sample-receipt-large.jpg').tap();
    await $('Uploading').waitUntilVisible();

    // Leave the app long enough for the background URLSession to take over.
    await $.native.pressHome();
    await Future<void>.delayed(const Duration(seconds: 20));
    await $.native.openApp();

    await $('Receipt attached').waitUntilVisible(timeout: const Duration(seconds: 60));
  });
}
