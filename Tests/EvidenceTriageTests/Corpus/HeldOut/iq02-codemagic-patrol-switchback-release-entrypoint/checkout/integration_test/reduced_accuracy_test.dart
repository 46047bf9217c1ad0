import 'package:patrol/patrol.dart';
import 'package:switchback/main.dart' as app;

void main() {
  patrolTest('shows nearest trailhead with approximate location', ($) async {
    app.main();
    await $.pumpAndSettle();
    await $('Find trailheads near me').tap();

    if (await $.native.isPermissionDialogVisible()) {
      await $.native.selectCoarseLocation();
      await $.native.grantPermissionWhenInUse();
    }

    await $('Nearest trailhead').waitUntilVisible(timeout: const Duration(seconds: 20));
  });
}
