import 'package:flutter/material.dart';
import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:larderly/main.dart' as app;
import 'package:larderly/pantry/pantry_store.dart';

// DebugHooks.swift answers this channel in Debug builds only.
const debugChannel = MethodChannel('com.larderly.app/debug');

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('app launches to the pantry list', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    expect(find.text('Pantry'), findsOneWidget);
  });

  testWidgets('adding an item shows it in the list', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    await tester.tap(find.byKey(const Key('add-item')));
    await tester.pumpAndSettle();
    expect(find.text('Chickpeas'), findsWidgets);
  });

  testWidgets('background fetch writes the pantry snapshot', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    // Same path as Xcode's Debug > Simulate Background Fetch: the plugin's
    // performFetch handler starts its background engine and runs onIosBackground.
    final result = await debugChannel
        .invokeMethod<String>('simulateBackgroundFetch')
        .timeout(const Duration(seconds: 30));
    expect(result, 'newData');
    expect(await PantryStore.instance.latestSnapshot(), isNotNull);
  });

  testWidgets('expired items are highlighted', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    expect(find.byType(Scaffold), findsOneWidget);
  });
}
