import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:quad/model/ranked_choice.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Poll results', () {
    testWidgets('tallies ranked-choice votes', (tester) async {
      final ballots = [
        ['Option A', 'Option B'],
        ['Option B', 'Option A'],
        ['Option C', 'Option B'],
        ['Option A', 'Option C'],
        ['Option B', 'Option C'],
      ];
      expect(rankedChoiceWinner(ballots), 'Option B');
    });

    testWidgets('single ballot wins outright', (tester) async {
      expect(rankedChoiceWinner([['Option A']]), 'Option A');
    });
  });
}
