import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:golden_toolkit/golden_toolkit.dart';
import 'package:larkspur/ui/journal_card.dart';

void main() {
  group('JournalCard', () {
  testGoldens('golden matches', (tester) async {
    await loadAppFonts();
    await tester.pumpWidgetBuilder(
      const JournalCard(title: 'Morning pages', excerpt: 'Rain again, the kettle…', drafts: 2),
      surfaceSize: const Size(360, 140),
    );
    await screenMatchesGolden(tester, 'journal_card');
  });

  testGoldens('empty state golden matches', (tester) async {
    await loadAppFonts();
    await tester.pumpWidgetBuilder(const JournalCard.empty(), surfaceSize: const Size(360, 140));
    await screenMatchesGolden(tester, 'journal_card_empty');
  });
  });
}
