import 'package:dovetail/compose/compose_screen.dart';
import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('ComposeScreen', () {
    testWidgets('send enables once recipient and subject are set', (tester) async {
      await tester.pumpWidget(const MaterialApp(home: ComposeScreen()));
      await tester.enterText(find.byKey(const Key('to')), 'ana@example.com');
      await tester.enterText(find.byKey(const Key('subject')), 'Lunch');
      await tester.pump();
      final send = tester.widget<IconButton>(find.byKey(const Key('send')));
      expect(send.onPressed, isNotNull);
    });

    testWidgets('send stays disabled for a blank subject', (tester) async {
      await tester.pumpWidget(const MaterialApp(home: ComposeScreen()));
      await tester.enterText(find.byKey(const Key('to')), 'ana@example.com');
      await tester.enterText(find.byKey(const Key('subject')), '   ');
      await tester.pump();
      final send = tester.widget<IconButton>(find.byKey(const Key('send')));
      expect(send.onPressed, isNull, reason: 'a whitespace-only subject must not be sendable');
    });
  });
}
