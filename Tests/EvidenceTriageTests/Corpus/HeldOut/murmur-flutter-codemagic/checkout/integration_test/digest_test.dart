import 'package:flutter_test/flutter_test.dart';
import 'package:murmur/main.dart' as app;
import 'package:patrol/patrol.dart';

void main() {
  patrolTest(
    'schedules the morning digest at 07:00 local time',
    ($) async {
      await app.main();
      await $.pumpAndSettle();

      final next = await app.digestScheduler.scheduleNextDigest();
      final local = next.toLocal();
      expect(local.hour, 7);
      expect(local.minute, 0);
    },
  );
}
