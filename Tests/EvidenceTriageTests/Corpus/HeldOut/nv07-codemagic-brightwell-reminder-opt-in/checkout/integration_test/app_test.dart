import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

import 'package:brightwell/main.dart' as app;
import 'package:brightwell/reminders/reminder_service.dart';
import 'package:brightwell/sun/sunrise_list.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('map', () {
    testWidgets('tile loads', (tester) async {
      app.main();
      await tester.pumpAndSettle(const Duration(seconds: 2));
      expect(find.byKey(const Key('map.tile.loaded')), findsWidgets);
    });
  });

  group('reminders', () {
    testWidgets('opt in completes', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.byKey(const Key('reminders.optIn')));
      await tester.pump();
      final granted = await ReminderService.instance.lastRequest;
      expect(granted, isTrue);
    }, timeout: const Timeout(Duration(minutes: 2)));
  });

  group('sunrise', () {
    testWidgets('list sorted by date', (tester) async {
      final list = SunriseList.fromJson(sampleWeek);
      expect(list.days.map((d) => d.date.day).toList(), [11, 12, 13, 14, 15, 16, 17]);
    });
  });
}
