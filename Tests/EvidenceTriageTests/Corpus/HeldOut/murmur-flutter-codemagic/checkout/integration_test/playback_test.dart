import 'package:flutter_test/flutter_test.dart';
import 'package:murmur/main.dart' as app;
import 'package:murmur/read_aloud/read_aloud_controller.dart';
import 'package:patrol/patrol.dart';

void main() {
  patrolTest(
    'keeps reading the article after the screen locks',
    ($) async {
      await app.main();
      await $.pumpAndSettle();

      await $(#article_card_0).tap();
      await $(#read_aloud_button).tap();
      await $.pump(const Duration(seconds: 2));

      // Leave the app for a while, as a listener would with the phone in a pocket.
      await $.native.pressHome();
      await Future<void>.delayed(const Duration(seconds: 12));
      await $.native.openApp();
      await $.pumpAndSettle();

      final progress = app.readAloudController.progress;
      expect(progress.state, TtsState.playing);
      expect(progress.paragraphsSpoken, greaterThan(2));
    },
  );
}
