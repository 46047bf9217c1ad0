import 'package:gannet/main_staging.dart' as app;
import 'package:patrol/patrol.dart';

void main() {
  patrolTest('counts a colony plot and saves it offline', ($) async {
    await app.main();
    await $('Start count').tap();
    await $.native.grantPermissionWhenInUse();
    await $('Plot A').tap();
    await $('+10').tap();
    await $('Save').tap();
    await $('Saved offline').waitUntilVisible();
  });
}
