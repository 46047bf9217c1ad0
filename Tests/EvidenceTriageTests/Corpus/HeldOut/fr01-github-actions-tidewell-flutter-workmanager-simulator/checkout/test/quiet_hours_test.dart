import 'package:flutter_test/flutter_test.dart';
import 'package:tidewell/reminders/quiet_hours.dart';
import 'package:timezone/data/latest.dart' as tzdata;
import 'package:timezone/timezone.dart' as tz;

void main() {
  setUpAll(tzdata.initializeTimeZones);

  group('QuietHours', () {
    test('describes the quiet window in the harbour time zone', () {
      final quiet = QuietHours(
        start: const Duration(hours: 22),
        end: const Duration(hours: 6),
        harbour: tz.getLocation('Europe/Lisbon'),
      );

      expect(quiet.describe(DateTime(2024, 1, 15)), '22:00–06:00 (WET)');
    });

    test('is empty when start equals end', () {
      final quiet = QuietHours(
        start: const Duration(hours: 22),
        end: const Duration(hours: 22),
        harbour: tz.getLocation('Europe/Lisbon'),
      );

      expect(quiet.describe(DateTime(2024, 1, 15)), startsWith('22:00–22:00'));
    });
  });
}
