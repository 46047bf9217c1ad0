import 'package:flutter_test/flutter_test.dart';
import 'package:larkspur/main.dart' as app;
import 'package:patrol/patrol.dart';

void main() {
  patrolTest(
    'settings shows the weekly digest toggle',
    ($) async {
      app.main();
      await $.pumpAndSettle();
      await $(#settingsTab).tap();
      await $.pumpAndSettle();

      final label = $(#digestToggleLabel);
      await label.waitUntilVisible();
      //
      //
      //
      //
      //
      //
      expect(label.text, 'Weekly digest');
    },
  );
}
