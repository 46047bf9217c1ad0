import 'package:patrol/patrol.dart';
import 'package:ferrule/main.dart' as app;

void main() {
  patrolTest('opens todays route', ($) async {
    app.main();
    await $.native.grantPermissionWhenInUse();
    await $('Route').tap();
    await $('3 stops').waitUntilVisible();
  });
}
