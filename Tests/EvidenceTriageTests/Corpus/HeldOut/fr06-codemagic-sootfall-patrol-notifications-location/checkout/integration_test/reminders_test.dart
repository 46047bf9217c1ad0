import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';
import 'package:sootfall/main.dart' as app;

void main() {
  group('reminders', () {
    patrolTest(
      "schedules the mask reminder for tomorrow when today's time has passed",
      ($) async {
        await app.main();
        await $.pumpAndSettle();

        await $(#remindersTab).tap();
        await $(#maskReminderTime).tap();
        await $('07:30').tap(); // earlier than the CI clock (09:xx UTC)
        await $('Save').tap();

        expect($('Next reminder: tomorrow 07:30'), findsOneWidget);
      },
    );

    patrolTest('turns the mask reminder off', ($) async {
      await app.main();
      await $.pumpAndSettle();
      await $(#remindersTab).tap();
      await $(#maskReminderSwitch).tap();
      expect($('Mask reminder off'), findsOneWidget);
    });
  });
}
