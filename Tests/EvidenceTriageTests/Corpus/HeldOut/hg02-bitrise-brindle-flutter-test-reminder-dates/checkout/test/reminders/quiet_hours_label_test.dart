import 'package:brindle/reminders/quiet_hours_label.dart';
import 'package:flutter_test/flutter_test.dart';

void main() {
  group('quietHoursLabel', () {
    test('formats the window in the user zone', () {
      final start = DateTime.utc(2026, 1, 15, 20, 0);
      final end = DateTime.utc(2026, 1, 16, 5, 0);
      // 22:00–07:00 local
      expect(quietHoursLabel(start, end), '22:00–07:00');
    });

    test('keeps a zero-length window readable', () {
      final t = DateTime.utc(2026, 1, 15, 20, 0);
      expect(quietHoursLabel(t, t), isNotEmpty);
    });
  });
}
