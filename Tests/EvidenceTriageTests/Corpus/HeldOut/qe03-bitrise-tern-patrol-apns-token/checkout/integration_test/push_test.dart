import 'package:patrol/patrol.dart';
import 'package:tern/main.dart' as app;
import 'package:tern/push/push_service.dart';

void main() {
  patrolTest('pushTokenRegisteredAfterLogin', ($) async {
    await app.main();
    await $.pumpAndSettle();
    await $(#loginEmail).enterText('qa+push@tern.test');
    await $(#loginPassword).enterText('correct-horse');
    await $(#loginSubmit).tap();
    if (await $.native.isPermissionDialogVisible()) {
      await $.native.grantPermissionWhenInUse();
    }
    await $('Trips').waitUntilVisible();
    expect(PushService.instance.registeredToken, isNotNull);
  });
}
