import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:offtrail/main.dart' as app;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();
  group('before force-quit', () {
    testWidgets('starts the Cascades region download', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.text('Download Cascades (412 MB)'));
      await tester.pump(const Duration(seconds: 8));
      expect(find.textContaining('Downloading'), findsOneWidget);
    });
  });
}
