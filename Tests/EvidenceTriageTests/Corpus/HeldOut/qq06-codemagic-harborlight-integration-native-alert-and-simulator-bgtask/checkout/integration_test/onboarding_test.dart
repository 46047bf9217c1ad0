import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:harborlight/main.dart' as app;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('onboarding allows notifications', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    await tester.tap(find.byKey(const Key('onboarding-enable-alerts')));
    await tester.pumpAndSettle(const Duration(seconds: 2));
    // iOS permission sheet
    await tester.tap(find.text('Allow'));
    await tester.pumpAndSettle();
    expect(find.text('Alerts on'), findsOneWidget);
  });

  testWidgets('map tab shows legend', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    await tester.tap(find.byIcon(Icons.map_outlined));
    await tester.pumpAndSettle();
    expect(find.byKey(const Key('map-legend')), findsOneWidget);
  });
}
