import 'package:flutter_test/flutter_test.dart';
import 'package:tidewake/alarms/snooze_policy.dart';

void main() {
  group('SnoozePolicy', () {
    const policy = SnoozePolicy();

    test('first snooze lasts nine minutes', () {
      expect(policy.durationFor(1), const Duration(minutes: 9));
    });

    test('third snooze is capped at five minutes', () {
      expect(policy.durationFor(3), const Duration(minutes: 5));
    });
  });
}
