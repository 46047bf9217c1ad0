import 'package:flutter_test/flutter_test.dart';
import 'package:golden_toolkit/golden_toolkit.dart';
import 'package:fenwood/widgets/note_tile.dart';

void main() {
  group('NoteTile', () {
    testGoldens('golden variants', (tester) async {
      await loadAppFonts();
      final builder = GoldenBuilder.column()..addScenario('default', NoteTile.sample());
      await tester.pumpWidgetBuilder(builder.build());
      await screenMatchesGolden(tester, 'note_tile_variants');
    });
  });
}
