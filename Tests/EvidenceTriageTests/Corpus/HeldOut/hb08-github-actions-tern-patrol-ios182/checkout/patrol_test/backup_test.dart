import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';
import 'package:tern_budget/backup/backup_scheduler.dart';
import 'package:tern_budget/main.dart' as app;

void main() {
  patrolTest('nightly backup runs after the app is backgrounded', ($) async {
    app.main();
    await $.pumpAndSettle();

    await BackupScheduler.scheduleNightly();
    await $.native.pressHome();

    // iOS runs the backup (a BGProcessingTask under workmanager) and the
    // app posts "Backup finished" when it completes.
    await $.native.openNotifications();
    await $.native.waitUntilVisible(
      Selector(textContains: 'Backup finished'),
      timeout: const Duration(minutes: 2),
    );
  });
}
