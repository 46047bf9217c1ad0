import 'package:flutter_test/flutter_test.dart';
import 'package:harrowgate/main.dart' as app;
import 'package:integration_test/integration_test.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Timetable', () {
    testWidgets('shows departures for the saved stop', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      expect(find.text('Harrowgate Interchange'), findsOneWidget);
    });

    testWidgets('background refresh toggle persists', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.byKey(const Key('settings')));
      await tester.pumpAndSettle();
      await tester.tap(find.byKey(const Key('backgroundRefreshSwitch')));
      await tester.pumpAndSettle();
      expect(find.text('Refreshing in the background'), findsOneWidget);
    });
  });
}
