import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';
import 'package:pillpal/main.dart' as app;
import 'package:pillpal/testing/fixtures.dart';

void main() {
  group('Weekly schedule', () {
    patrolTest('lists doses for the next 7 days', ($) async {
      await app.main(fixture: Fixture.weekdaysOnly);
      await $.pumpAndSettle();
      await $(#tab_schedule).tap();

      expect($(#scheduleDose).evaluate().length, 10);
    });

    patrolTest('skips paused days in the weekly schedule', ($) async {
      // Fixture pauses Wednesday 2026-11-25 for vitamin D (08:00 + 20:00 daily).
      await app.main(fixture: Fixture.pausedWednesday, now: DateTime(2026, 11, 23, 7));
      await $.pumpAndSettle();
      await $(#tab_schedule).tap();

      expect($(#scheduleDay_2026_11_25).$(#scheduleDose).evaluate(), isEmpty);
    });
  });
}
