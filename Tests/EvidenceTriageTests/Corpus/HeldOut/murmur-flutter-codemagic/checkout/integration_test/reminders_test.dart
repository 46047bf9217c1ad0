import 'package:flutter_test/flutter_test.dart';
import 'package:murmur/main.dart' as app;
import 'package:patrol/patrol.dart';

void main() {
  patrolTest(
    'keeps the 64 soonest episode reminders pending',
    ($) async {
      await app.main();
      await $.pumpAndSettle();

      final reminders = app.episodeReminders;
      await reminders.cancelAll();
      // 70 upcoming episodes, one per minute, scheduled soonest first.
      await reminders.scheduleUpcoming(
        count: 70,
        firstAt: DateTime.now().add(const Duration(minutes: 2)),
        every: const Duration(minutes: 1),
      );

      final pending = await reminders.pendingIds();
      expect(pending, hasLength(64));
      expect(pending, List<int>.generate(64, (i) => i + 1));
    },
  );
}
