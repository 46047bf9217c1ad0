import 'package:burrow/main.dart' as app;
import 'package:patrol/patrol.dart';

void main() {
  patrolTest('new episodes are downloaded while the app is in the background',
      ($) async {
    await app.main();
    await $.pumpAndSettle();
    await $('Subscriptions').tap();
    expect($('Downloaded 0 new episodes'), findsOneWidget);

    // Leave the app so iOS can fire the background fetch, then come back.
    await $.native.pressHome();
    await Future<void>.delayed(const Duration(seconds: 90));
    await $.native.openApp();
    await $.pumpAndSettle();

    await $('Downloaded 3 new episodes').waitUntilVisible(
        timeout: const Duration(seconds: 10));
  });
}
