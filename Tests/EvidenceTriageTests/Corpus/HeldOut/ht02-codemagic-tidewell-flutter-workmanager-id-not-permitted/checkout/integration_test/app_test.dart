import 'dart:async';

import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:tidewell/background/tide_sync.dart';
import 'package:tidewell/main.dart' as app;
import 'package:tidewell/widget/tide_widget_store.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('app opens on today view', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    expect(find.text('Today'), findsOneWidget);
  });

  testWidgets('station search filters by name', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    await tester.tap(find.byIcon(Icons.search));
    await tester.enterText(find.byType(TextField), 'Whitby');
    await tester.pumpAndSettle();
    expect(find.text('Whitby Harbour'), findsOneWidget);
  });

  testWidgets('background refresh registers periodic tide sync', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    await TideSync.schedule(testId: 'RunnerTests/testBackgroundRefreshRegistersPeriodicTideSync');
  });

  testWidgets('tide widget refreshed by background task within two minutes', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    final before = await TideWidgetStore.lastRefreshedAt();
    await TideSync.scheduleQuietly(
        testId: 'RunnerTests/testTideWidgetRefreshedByBackgroundTaskWithinTwoMinutes');
    // iOS decides when the refresh runs; give it two minutes on the device.
    await TideWidgetStore.changes
        .firstWhere((t) => t != before)
        .timeout(const Duration(minutes: 2));
  });

  testWidgets('high tide card shows height in metres', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    await tester.tap(find.text('Whitby Harbour'));
    await tester.pumpAndSettle();
    expect(find.text('1.8 m'), findsOneWidget);
  });
}
