import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:larkspur/main.dart' as app;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Larkspur smoke', () {
    testWidgets('home shows today\'s bloom forecast', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      expect(find.text('Today'), findsOneWidget);
    });

    testWidgets('enabling background refresh registers the task', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.byKey(const Key('backgroundRefreshSwitch')));
      await tester.pumpAndSettle();
      expect(find.text('Background refresh on'), findsOneWidget);
    });
  });
}
