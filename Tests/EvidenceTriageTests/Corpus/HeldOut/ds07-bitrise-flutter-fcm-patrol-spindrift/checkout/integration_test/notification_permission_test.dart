import 'package:patrol/patrol.dart';
import 'package:spindrift/main.dart' as app;

void main() {
  patrolTest('asks for notification permission on first launch', ($) async {
    app.main();
    await $.pumpAndSettle();
    await $('Get swell alerts').tap();

    await $.native.grantPermissionWhenInUse();

    await $('Swell alerts are on').waitUntilVisible();
  });
}
