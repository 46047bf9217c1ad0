import 'package:ferncliff/digest/digest_clock.dart';
import 'package:flutter_test/flutter_test.dart';

@Retry(2)
void main() {
  group('DigestClock', () {
    test('rounds to the next quarter hour', () {
      final now = DateTime.now();
      final next = DigestClock.nextQuarter(now);
      expect(next.minute % 15, 0);
      expect(next.difference(now).inMinutes, lessThanOrEqualTo(15));
    });
  });
}
