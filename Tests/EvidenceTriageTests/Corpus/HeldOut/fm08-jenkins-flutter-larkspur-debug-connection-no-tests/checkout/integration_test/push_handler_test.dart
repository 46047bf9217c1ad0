import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:larkspur/messaging/background_handler.dart';
import 'package:larkspur/storage/inbox_store.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Background message handler', () {
    testWidgets('stores a data-only message in the inbox', (tester) async {
      final store = await InboxStore.open(inMemory: true);
      await larkspurBackgroundHandler(
        const RemoteMessage(messageId: 'm-1', data: {'thread': 't-9', 'kind': 'reply'}),
        store: store,
      );
      expect(await store.unreadCount('t-9'), 1);
    });

    testWidgets('ignores a duplicate delivery of the same message', (tester) async {
      final store = await InboxStore.open(inMemory: true);
      const msg = RemoteMessage(messageId: 'm-2', data: {'thread': 't-9', 'kind': 'reply'});
      await larkspurBackgroundHandler(msg, store: store);
      await larkspurBackgroundHandler(msg, store: store);
      expect(await store.unreadCount('t-9'), 1);
    });
  });
}
