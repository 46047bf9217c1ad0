import 'dart:convert';

import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:hearthbook/background/sync_scheduler.dart';
import 'package:hearthbook/main.dart' as app;
import 'package:integration_test/integration_test.dart';

const _diagnostics = MethodChannel('hearthbook/diagnostics');

Future<List<Map<String, dynamic>>> _records() async {
  final raw = await _diagnostics.invokeMethod<String>('records') ?? '';
  return const LineSplitter()
      .convert(raw)
      .where((l) => l.trim().isNotEmpty)
      .map((l) => jsonDecode(l) as Map<String, dynamic>)
      .toList();
}

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Background sync', () {
    testWidgets('registers the sync task identifier at launch', (tester) async {
      app.main();
      await tester.pumpAndSettle();

      final registrations = (await _records())
          .where((r) => r['identifier'] == syncTaskId && r['phase'] == 'registration')
          .toList();
      expect(registrations, isNotEmpty, reason: 'no registration record for $syncTaskId');
      expect(registrations.last['outcome'], 'succeeded',
          reason: 'registration of $syncTaskId: ${registrations.last}');
    });

    testWidgets('shows the sync status row in settings', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.byTooltip('Settings'));
      await tester.pumpAndSettle();
      expect(find.text('Household sync'), findsOneWidget);
    });
  });
}
