import 'package:patrol/patrol.dart';
import 'package:rookery/main.dart' as app;

import 'support/live_server.dart';

void main() {
  group('compose', () {
    patrolTest('keeps the draft after relaunch', ($) async {
      await app.main(env: TestEnv.offline);
      await $.pumpAndSettle();
      await $(#channel_mobile).tap();
      await $(#composeBox).enterText('Release notes for 5.2 — draft');

      await $.native.pressHome();
      await $.native.openApp();
      await $.pumpAndSettle();

      expect($(#composeBox).text, 'Release notes for 5.2 — draft');
    });
  });
}
