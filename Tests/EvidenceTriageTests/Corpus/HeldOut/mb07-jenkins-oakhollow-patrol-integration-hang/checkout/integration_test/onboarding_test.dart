import 'package:oakhollow/main.dart' as app;
import 'package:patrol/patrol.dart';

void main() {
  patrolTest('completes onboarding', ($) async {
    await app.main();
    await $.pumpAndSettle();
    await $('Get started').tap();
    await $('Skip').tap();
    await $(#homeTab).waitUntilVisible();
  });
}
