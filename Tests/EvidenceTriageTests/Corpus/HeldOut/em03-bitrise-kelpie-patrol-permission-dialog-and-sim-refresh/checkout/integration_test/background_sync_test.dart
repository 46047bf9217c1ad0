import 'package:flutter_test/flutter_test.dart';
import 'package:kelpie/main.dart' as app;
import 'package:kelpie/sync/background_sync.dart';
import 'package:patrol/patrol.dart';

void main() {
  group('background sync', () {
    patrolTest('schedules periodic refresh after sign in', ($) async {
      app.main(seedReturningUser: true);
      await $.pumpAndSettle();
      await $('Tides near you').waitUntilVisible();

      // Registers the BGAppRefreshTask through workmanager and expects iOS to accept it.
      final scheduled = await BackgroundSync.instance.schedulePeriodicRefresh();
      expect(scheduled, isTrue);
    });

    patrolTest('tide table cache survives relaunch', ($) async {
      app.main(seedReturningUser: true);
      await $.pumpAndSettle();
      await $('Tides near you').waitUntilVisible();
      await $.native.pressHome();
      await $.native.openApp();
      await $('Tides near you').waitUntilVisible();
    });
  });
}
