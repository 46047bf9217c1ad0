import 'package:flutter/material.dart';
import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:tidewatch/main.dart' as app;

// Answered by ios/Runner/TestHooks.swift (compiled with TEST_HOOKS).
const hooks = MethodChannel('com.tidewatch.app/test-hooks');

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('app opens on the nearest station', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    expect(find.textContaining('San Francisco'), findsWidgets);
  });

  testWidgets('tide alerts list loads station names', (tester) async {
    app.main();
    await tester.pumpAndSettle(const Duration(seconds: 2));
    await tester.tap(find.byIcon(Icons.notifications));
    await tester.pumpAndSettle(const Duration(seconds: 5));
    expect(find.byKey(const Key('alert-station-name')), findsWidgets);
  });

  testWidgets('tide chart shows the low water label', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    expect(find.textContaining('Low water'), findsOneWidget);
  });

  testWidgets('foreground service reports a heartbeat', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    final beat = await hooks.invokeMethod<String>('startServiceAndAwaitHeartbeat')
        .timeout(const Duration(seconds: 20));
    expect(beat, isNotNull);
  });

  testWidgets('background fetch stores the tide table', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    final prefs = await SharedPreferences.getInstance();
    await prefs.remove('tide_table_updated_at');
    final result = await hooks.invokeMethod<String>('performBackgroundFetch')
        .timeout(const Duration(seconds: 20));
    expect(result, 'newData');
    await prefs.reload();
    expect(prefs.getString('tide_table_updated_at'), isNotNull);
  });

  testWidgets('settings toggle units', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    await tester.tap(find.byIcon(Icons.settings));
    await tester.pumpAndSettle();
    await tester.tap(find.text('Feet'));
    await tester.pumpAndSettle();
    expect(find.textContaining(' ft'), findsWidgets);
  });
}
