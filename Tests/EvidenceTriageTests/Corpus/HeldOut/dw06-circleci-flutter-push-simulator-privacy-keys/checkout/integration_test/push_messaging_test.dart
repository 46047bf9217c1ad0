import 'dart:async';

import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:quayside/main.dart' as app;
import 'support/test_push_sender.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('PushMessaging', () {
    testWidgets('data message updates inbox badge', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final token = await FirebaseMessaging.instance.getToken();
      final got = Completer<RemoteMessage>();
      final sub = FirebaseMessaging.onMessage.listen(got.complete);
      await TestPushSender.sendData(token!, {'type': 'inbox', 'unread': '3'});
      final msg = await got.future.timeout(const Duration(seconds: 60));
      expect(msg.data['unread'], '3');
      await sub.cancel();
    });

    testWidgets('background handler runs for content-available message', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final token = await FirebaseMessaging.instance.getToken();
      await TestPushSender.sendContentAvailable(token!, {'type': 'berth-moved'});
      await tester.binding.handleAppLifecycleStateChanged(AppLifecycleState.paused);
      final ran = await BackgroundHandlerProbe.waitForRun(const Duration(seconds: 90));
      expect(ran, isTrue);
    });
  });
}
