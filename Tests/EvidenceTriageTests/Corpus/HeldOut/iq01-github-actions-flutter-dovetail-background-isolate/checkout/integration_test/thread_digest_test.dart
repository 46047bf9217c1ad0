import 'package:dovetail/digest/thread_digest.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('ThreadDigest', () {
    testWidgets('groups threads by the local calendar day', (tester) async {
      // 23:30 local time on the evening before "now" (simulator runs in America/Los_Angeles).
      final now = DateTime(2026, 11, 27, 9, 0);
      final lateYesterday = DateTime(2026, 11, 26, 23, 30);

      final groups = groupByDay([DigestThread('Invoice #4411', lateYesterday)], now);

      expect(groups.keys, ['Yesterday']);
    });

    testWidgets('threads from this morning land under Today', (tester) async {
      final now = DateTime(2026, 11, 27, 9, 0);
      final groups = groupByDay([DigestThread('Standup', DateTime(2026, 11, 27, 8, 15))], now);
      expect(groups.keys, ['Today']);
    });
  });
}
