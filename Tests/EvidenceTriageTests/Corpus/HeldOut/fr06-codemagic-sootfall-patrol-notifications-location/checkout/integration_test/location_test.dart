import 'package:patrol/patrol.dart';
import 'package:sootfall/main.dart' as app;

void main() {
  group('location', () {
    patrolTest('shows the AQI for my current location', ($) async {
      await app.main();
      await $.pumpAndSettle();

      await $(#useMyLocationButton).tap();
      if (await $.native.isPermissionDialogVisible(
          timeout: const Duration(seconds: 5))) {
        await $.native.grantPermissionWhenInUse();
      }

      await $(#currentAqiCard).waitUntilVisible();
    });
  });
}
