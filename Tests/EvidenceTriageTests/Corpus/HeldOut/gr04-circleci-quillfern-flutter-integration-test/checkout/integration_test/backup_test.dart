import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:quillfern/backup/backup_scheduler.dart';
import 'package:quillfern/main.dart' as app;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Backup scheduling', () {
    testWidgets('shows backup settings', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.byKey(const Key('settings.tab')));
      await tester.pumpAndSettle();
      expect(find.text('Nightly backup'), findsOneWidget);
    });

    testWidgets('registers the nightly backup task', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await BackupScheduler.instance.scheduleNightly();
      await tester.pumpAndSettle();
      expect(find.text('Nightly backup: scheduled'), findsOneWidget);
    });
  });
}
