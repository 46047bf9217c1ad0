import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:ferncliff/main.dart' as app;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();
  testWidgets('Push inbox shows trail alerts', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    expect(find.text('Inbox'), findsOneWidget);
  });
}
