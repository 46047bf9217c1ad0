import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:hearthlog/format/streak_label.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('StreakLabel', () {
    testWidgets('formats zero days', (tester) async {
      expect(streakLabel(0), 'No streak yet');
    });
    testWidgets('formats single day', (tester) async {
      expect(streakLabel(1), '1 day in a row');
    });
    testWidgets('formats many days', (tester) async {
      expect(streakLabel(12), '12 days in a row');
    });
  });
}
