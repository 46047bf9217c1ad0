import 'package:gannet/main_staging.dart' as app;
import 'package:patrol/patrol.dart';

void main() {
  patrolTest('uploads queued counts when back online', ($) async {
    await app.main();
    await $.native.disableWifi();
    await $('Start count').tap();
    await $('Save').tap();
    await $.native.enableWifi();
    await $('Uploaded').waitUntilVisible(timeout: const Duration(seconds: 30));
  });
}
