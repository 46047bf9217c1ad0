import 'dart:async';

import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:kelpie/background/tide_fetch.dart';
import 'package:kelpie/diagnostics/test_tag.dart';
import 'package:kelpie/format/tide_format.dart';
import 'package:kelpie/main.dart' as app;
import 'package:kelpie/reminders/reminder_planner.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('tide height uses locale units', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    expect(formatTideHeight(1.4, locale: 'en_GB'), '1.4 m');
    expect(formatTideHeight(1.4, locale: 'en_US'), '4.6 ft');
  });

  testWidgets('schedules three weeks of tide reminders', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    final planner = ReminderPlanner.live();
    await planner.cancelAll();
    await planner.planAhead(days: 21, station: 'Stromness');
    final pending = await planner.pendingRequests();
    // 4 tide turns a day, 21 days.
    expect(pending.length, 84);
  });

  testWidgets('tide fetch arrives after backgrounding', (tester) async {
    await TestTag.set('RunnerTests/testTideFetchArrivesAfterBackgrounding');
    app.main();
    await tester.pumpAndSettle();
    final fetched = Completer<String>();
    TideFetch.onRefreshed = (taskId) => fetched.complete(taskId);
    await TideFetch.scheduleRefresh(delay: const Duration(seconds: 5));
    await tester.binding.handleAppLifecycleStateChanged(AppLifecycleState.paused);
    // iOS should run the refresh a few seconds after we go to the background.
    final taskId = await fetched.future.timeout(const Duration(minutes: 2));
    expect(taskId, 'app.kelpie.tides.refresh');
  });

  testWidgets('station list shows saved spots first', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    expect(find.text('Stromness'), findsOneWidget);
  });

  testWidgets('swell chart renders seven days', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    await tester.tap(find.text('Swell'));
    await tester.pumpAndSettle();
    expect(find.byKey(const ValueKey('swell-day-6')), findsOneWidget);
  });
}
