import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:quad/main.dart' as app;
import 'package:quad/service/poll_sync_scheduler.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Poll sync', () {
    testWidgets('schedules the periodic poll refresh', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await PollSyncScheduler().start();
      expect(find.text('Polls'), findsOneWidget);
    });
  });
}
