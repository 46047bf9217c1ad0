import 'package:kelpie/main.dart' as app;
import 'package:patrol/patrol.dart';

void main() {
  group('onboarding', () {
    patrolTest('denies notifications then shows location step', ($) async {
      app.main();
      await $.pumpAndSettle();

      await $('Welcome to Kelpie').waitUntilVisible();
      await $('Get started').tap();

      // Notification permission
      await $('Tide alerts at the right moment').waitUntilVisible();
      await $('Next').tap();
      await $.pump(const Duration(seconds: 2));
      await $.native.denyPermission();
      await $.pump(const Duration(seconds: 2));

      // Location permission step must follow
      await $('Let us find your beach').waitUntilVisible();
      await $('Next').tap();
      await $.native.denyPermission();
      await $('Maybe later').tap();
    });

    patrolTest('skips onboarding for returning users', ($) async {
      app.main(seedReturningUser: true);
      await $.pumpAndSettle();
      await $('Tides near you').waitUntilVisible();
    });
  });
}
