import 'package:fake_async/fake_async.dart';
import 'package:ferncliff/messaging/background_message_handler.dart';
import 'package:ferncliff/storage/inbox_store.dart';
import 'package:flutter_test/flutter_test.dart';

void main() {
  group('BackgroundMessageHandler', () {
    test('stores a message once when delivered twice', () async {
      final store = InMemoryInboxStore();
      final handler = BackgroundMessageHandler(store);
      final msg = fakeRemoteMessage(id: 'm-118', title: 'Trail closed');
      await handler.handle(msg);
      await handler.handle(msg); // APNs redelivery after the app was suspended
      expect(await store.count(), 1);
    });

    test('drops messages without a title', () async {
      final store = InMemoryInboxStore();
      await BackgroundMessageHandler(store).handle(fakeRemoteMessage(id: 'x', title: null));
      expect(await store.count(), 0);
    });
  });
}
