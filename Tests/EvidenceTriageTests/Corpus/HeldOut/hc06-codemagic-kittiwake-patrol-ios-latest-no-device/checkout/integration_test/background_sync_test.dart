import 'package:kittiwake/main.dart' as app;
import 'package:patrol/patrol.dart';

void main() {
  patrolTest('background sync shows last synced time', ($) async {
    await app.main();
    await $.pumpAndSettle();
    await $('Settings').tap();
    await $('Sync now').tap();
    await $('Last synced').waitUntilVisible();
  });
}
