import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';
import 'package:tern_budget/main.dart' as app;

void main() {
  patrolTest('grants notification permission on first launch', ($) async {
    app.main();
    await $.pumpAndSettle();

    if (await $.native.isPermissionDialogVisible()) {
      await $.native.grantPermissionWhenInUse();
    }
    await $.pumpAndSettle();
    expect($('Reminders are on'), findsOneWidget);
  });
}
