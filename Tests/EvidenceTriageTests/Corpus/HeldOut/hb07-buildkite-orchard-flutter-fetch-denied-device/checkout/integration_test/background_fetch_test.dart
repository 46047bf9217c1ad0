import 'package:background_fetch/background_fetch.dart';
import 'package:flutter/foundation.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:orchard_inbox/background/fetch_setup.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background fetch', () {
    setUpAll(() async {
      debugPrint('[bg] BackgroundFetch.status = ${await BackgroundFetch.status}');
    });

    testWidgets('headless handler is registered', (tester) async {
      expect(isHeadlessRegistered, isTrue);
    });

    testWidgets('configure reports STATUS_AVAILABLE on the lab device',
        (tester) async {
      final status = await BackgroundFetch.configure(
        inboxFetchConfig,
        onInboxFetch,
        onInboxFetchTimeout,
      );
      expect(status, BackgroundFetch.STATUS_AVAILABLE);
    });
  });
}
