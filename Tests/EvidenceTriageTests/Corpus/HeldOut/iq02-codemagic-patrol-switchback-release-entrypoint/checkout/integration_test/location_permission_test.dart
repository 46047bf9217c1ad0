import 'package:patrol/patrol.dart';
import 'package:switchback/main.dart' as app;

void main() {
  patrolTest('grants precise location on first launch', ($) async {
    app.main();
    await $.pumpAndSettle();
    await $('Find trailheads near me').tap();

    if (await $.native.isPermissionDialogVisible()) {
      await $.native.selectFineLocation();
      await $.native.grantPermissionWhenInUse();
    }

    await $('Nearest trailhead').waitUntilVisible();
  });
}
