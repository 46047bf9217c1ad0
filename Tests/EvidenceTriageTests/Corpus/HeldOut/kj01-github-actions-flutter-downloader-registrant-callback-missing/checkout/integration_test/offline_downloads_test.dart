import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:podwave/main.dart' as app;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('downloads an episode for offline listening', (tester) async {
    app.main(); // calls FlutterDownloader.initialize() before runApp
    await tester.pumpAndSettle();
    await tester.tap(find.byKey(const ValueKey('episode-row-ep-204')));
    await tester.pumpAndSettle();
    await tester.tap(find.byKey(const ValueKey('download-button')));
    await tester.pump(const Duration(seconds: 2));
    expect(find.text('Downloading…'), findsOneWidget);
  });

  testWidgets('offline badge shows after the download completes', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    expect(find.byKey(const ValueKey('offline-badge-ep-204')), findsOneWidget);
  });
}
