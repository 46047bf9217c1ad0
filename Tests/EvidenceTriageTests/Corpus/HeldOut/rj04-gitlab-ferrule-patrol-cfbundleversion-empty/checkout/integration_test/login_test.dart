import 'package:patrol/patrol.dart';
import 'package:ferrule/main.dart' as app;

void main() {
  patrolTest('signs in with sso', ($) async {
    app.main();
    await $('Continue with SSO').tap();
    await $.native.enterTextByIndex('tech@ferrule.test', index: 0);
    await $('Today').waitUntilVisible();
  });
}
