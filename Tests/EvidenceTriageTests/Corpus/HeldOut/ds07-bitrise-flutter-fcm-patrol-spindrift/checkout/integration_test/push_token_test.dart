import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:patrol/patrol.dart';
import 'package:spindrift/main.dart' as app;

void main() {
  patrolTest('registers the FCM token with the backend', ($) async {
    app.main();
    await $.pumpAndSettle();

    // No permission prompt needed: APNs registration does not require it.
    final token = await FirebaseMessaging.instance.getToken();

    expect(token, isNotNull);
    await $('Notifications: on').waitUntilVisible();
  });
}
