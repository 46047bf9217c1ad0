import 'package:dovetail/compose/draft_queue.dart';
import 'package:dovetail/notifications/notification_setup.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('NotificationActions', () {
    testWidgets('reply action from the lock screen queues a draft', (tester) async {
      final drafts = DraftQueue.inMemory();
      final setup = NotificationSetup(drafts);

      await setup.init();

      expect(drafts.pending, isEmpty);
    });

    testWidgets('new_mail category is registered with a Reply action', (tester) async {
      final categories = NotificationSetup(DraftQueue.inMemory()).plugin;
      expect(categories, isNotNull);
    });
  });
}
