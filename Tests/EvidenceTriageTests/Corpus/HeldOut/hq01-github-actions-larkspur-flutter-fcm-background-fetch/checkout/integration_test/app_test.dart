import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:larkspur/journal/journal_repository.dart';
import 'package:larkspur/main.dart' as app;
import 'package:larkspur/push/push_registration.dart';
import 'package:larkspur/sync/nightly_sync.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('journal list', () {
    testWidgets('shows the empty state on first launch', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      expect(find.text('Nothing here yet'), findsOneWidget);
    });

    testWidgets('orders entries newest first', (tester) async {
      final repo = JournalRepository.inMemory();
      await repo.add(JournalEntry(title: 'Tuesday', createdAt: DateTime(2026, 11, 17, 21, 4)));
      await repo.add(JournalEntry(title: 'Wednesday', createdAt: DateTime(2026, 11, 18, 7, 30)));
      await repo.add(JournalEntry(title: 'Monday', createdAt: DateTime(2026, 11, 16, 22, 15)));

      final titles = (await repo.listForHome()).map((e) => e.title).toList();
      expect(titles, ['Wednesday', 'Tuesday', 'Monday']);
    });
  });

  group('push registration', () {
    testWidgets('stores the FCM token after permission', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final registration = PushRegistration.instance;
      await registration.requestPermission();
      final token = await registration.refreshToken();
      expect(token, isNotEmpty);
      expect(await registration.storedToken(), token);
    });
  });

  group('background sync', () {
    testWidgets('configures background fetch', (tester) async {
      final status = await NightlySync.configure();
      expect(status, NightlySync.statusAvailable);
    });

    testWidgets('schedules the nightly sync task', (tester) async {
      await NightlySync.configure();
      final scheduled = await NightlySync.scheduleNightly();
      expect(scheduled, isTrue);
    });
  });
}
