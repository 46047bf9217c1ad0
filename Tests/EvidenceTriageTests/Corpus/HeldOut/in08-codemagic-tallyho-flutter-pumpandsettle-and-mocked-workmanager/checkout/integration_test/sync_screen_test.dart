import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:tallyho/main.dart' as app;
import 'package:tallyho/sync/sync_service.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('shows synced badge after background sync', (tester) async {
    app.main(testBackend: FakeTallyBackend.withTallies(3));
    await tester.pumpAndSettle();

    await tester.tap(find.text('Sync now'));
    await SyncService.instance.runNow();   // foreground run against the fake backend
    await tester.pumpAndSettle();

    expect(find.byKey(const Key('synced-badge')), findsOneWidget);
  });
}
