import 'package:crumbly/main.dart' as app;
import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('boots to the pantry screen with no framework errors', (tester) async {
    final errors = <FlutterErrorDetails>[];
    FlutterError.onError = errors.add;

    app.main();
    await tester.pumpAndSettle(const Duration(seconds: 5));

    expect(find.byType(MaterialApp), findsOneWidget);
    expect(find.text('Pantry'), findsOneWidget);
    expect(errors, isEmpty);
  });

  testWidgets('pantry sync is registered with workmanager on boot', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    expect(app.backgroundRegistry.registered, contains('app.crumbly.mobile.pantry-sync'));
  });
}
