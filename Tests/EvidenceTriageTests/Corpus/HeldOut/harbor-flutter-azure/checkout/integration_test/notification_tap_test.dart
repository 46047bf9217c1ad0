import 'package:flutter_test/flutter_test.dart';
import 'package:harbormaster/main.dart' as app;
import 'package:integration_test/integration_test.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('opens the berth screen from a berth-ready notification payload', (tester) async {
    await app.main(initialNotificationPayload: '{"type":"berth-ready","berth":"B-14"}');
    await tester.pumpAndSettle();
    expect(find.text('Berth B-14 is ready'), findsOneWidget);
  });
}
