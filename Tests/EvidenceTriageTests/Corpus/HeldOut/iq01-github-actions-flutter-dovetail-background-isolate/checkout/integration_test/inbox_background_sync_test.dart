import 'dart:isolate';

import 'package:dovetail/sync/inbox_background_sync.dart';
import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

/// Runs the handler the way firebase_messaging does on iOS: in a separate isolate.
Future<void> deliverInBackgroundIsolate(Map<String, String> data) async {
  await Isolate.run(() => inboxBackgroundHandler(RemoteMessage(data: data)));
}

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('InboxBackgroundSync', () {
    setUp(() => UnreadBadge.count = 0);

    testWidgets('handler parses new_count from the data payload', (tester) async {
      await inboxBackgroundHandler(const RemoteMessage(data: {'new_count': '2'}));
      expect(UnreadBadge.count, 2);
    });

    testWidgets('background message bumps the unread badge', (tester) async {
      await deliverInBackgroundIsolate({'new_count': '3'});

      expect(UnreadBadge.count, 3, reason: 'badge should include mail fetched while backgrounded');
    });
  });
}
