import 'package:flutter_test/flutter_test.dart';
import 'package:larkspur/main.dart' as app;
import 'package:larkspur/push/staging_push.dart';
import 'package:patrol/patrol.dart';
import 'package:shared_preferences/shared_preferences.dart';

void main() {
  patrolTest(
    'a data-only message received in the background is stored for the inbox',
    ($) async {
      app.main();
      await $.pumpAndSettle();
      await StagingPush.registerToken();
      await StagingPush.requestDataMessage(kind: 'inbox_sync');
      await $.native.pressHome();

      // Give the push time to arrive while backgrounded.
      await Future<void>.delayed(const Duration(seconds: 30));
      await $.native.openApp();

      final prefs = await SharedPreferences.getInstance();
      await prefs.reload();
      //
      //
      //
      expect(prefs.getString('last_background_message_kind'), 'inbox_sync');
    },
  );
}
